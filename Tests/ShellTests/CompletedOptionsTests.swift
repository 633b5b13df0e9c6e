import ArgumentParser
import Foundation
import Testing

@testable import Shell

/// Each command writes out the options tab completion offers (`completedOptions`); these specs
/// hold that list to the parser, so completion neither misses an option nor offers one the parser
/// rejects, without reading the parser's underscored help dump at run time.
@Suite("Completed options match each command's parser")
struct CompletedOptionsTests {
  /// The visible option spellings of the command's help screen (public API), `--help` excluded.
  static func optionsInHelp<Command: SessionCommand>(of type: Command.Type) -> [String] {
    let help = Command.helpMessage(columns: 400)
    guard let section = help.range(of: "OPTIONS:\n") else { return [] }
    var spellings: [String] = []
    for line in help[section.upperBound...].split(separator: "\n") {
      let entry = line.drop { $0 == " " }
      guard entry.hasPrefix("-") else { continue }
      let names = entry.prefix { $0 != "<" }.split(separator: "  ").first ?? ""
      for name in names.split(separator: ",") {
        let spelling = name.trimmingCharacters(in: .whitespaces)
        if spelling.hasPrefix("-"), spelling != "-h", spelling != "--help" { spellings.append(spelling) }
      }
    }
    return spellings.sorted()
  }

  /// The parser's message for `arguments`, nil when they parse.
  static func parseError<Command: SessionCommand>(of type: Command.Type, arguments: [String]) -> String? {
    do {
      _ = try Command.parse(arguments)
      return nil
    } catch {
      return Command.message(for: error)
    }
  }

  static func checkListMatchesHelp<Command: SessionCommand>(_ type: Command.Type) {
    #expect(Command.completedOptions == optionsInHelp(of: type), "\(Command.name)")
  }

  static func checkParserAcceptsListed<Command: SessionCommand>(_ type: Command.Type) {
    for option in Command.completedOptions {
      let message = parseError(of: type, arguments: [option, "1"])
      #expect(message?.contains("Unknown option") != true, "\(Command.name) \(option): \(message ?? "")")
    }
  }

  @Test("each command lists exactly the visible options of its help screen")
  func listMatchesHelp() {
    for type in CommandTable.standard.commands { Self.checkListMatchesHelp(type) }
  }

  @Test("the parser accepts every listed option")
  func parserAcceptsListed() {
    for type in CommandTable.standard.commands { Self.checkParserAcceptsListed(type) }
  }

  @Test("the help reader finds options, and not hidden ones (the specs above are not vacuous)")
  func readerFindsOptions() {
    #expect(Self.optionsInHelp(of: FacetsCommand.self) == ["--limit", "--show-empty", "--sort"])
    #expect(Self.optionsInHelp(of: ConnectCommand.self) == ["--app-id", "--hosts", "--index-name"])
    #expect(Self.parseError(of: HitCommand.self, arguments: ["3", "--rawr"])?.contains("Unknown option") == true)
  }
}
