import Foundation

extension CommandTable {
  /// The completion syntax of every command, options read from the argument parser's own
  /// description of each command, so completion can never offer an option the parser rejects.
  public var syntax: [CommandSyntax] {
    commands.map { type in
      CommandSyntax(
        names: [type.name] + type.aliases,
        options: Self.options(of: type),
        arguments: type.argumentCompletion
      )
    }
  }

  /// `--long` and `-s` spellings of `type`'s options and flags (help and hidden ones excluded:
  /// `connect`'s `--api-key` exists only to be refused), sorted.
  static func options(of type: any SessionCommand.Type) -> [String] {
    guard let info = try? JSONDecoder().decode(ToolDump.self, from: Data(type._dumpHelp().utf8)) else { return [] }
    var spellings: [String] = []
    for argument in info.command.arguments ?? [] where argument.kind != "positional" && argument.shouldDisplay != false {
      for name in argument.names ?? [] {
        let spelling = name.kind == "short" ? "-" + name.name : "--" + name.name
        if spelling != "--help" && spelling != "-h" { spellings.append(spelling) }
      }
    }
    return spellings.sorted()
  }

  /// The few fields of swift-argument-parser's help dump that completion reads.
  private struct ToolDump: Decodable {
    struct Command: Decodable {
      var arguments: [Argument]?
    }
    struct Argument: Decodable {
      var kind: String
      var shouldDisplay: Bool?
      var names: [Name]?
    }
    struct Name: Decodable {
      var kind: String
      var name: String
    }
    var command: Command
  }
}
