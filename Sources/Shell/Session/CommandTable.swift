import ArgumentParser

/// Every command of the shell, looked up by name or alias, and parsed from a statement's words.
///
/// The table is the single source for `help`, tab completion of command names and the
/// "did you mean" suggestion, so a command added here is documented and completed everywhere.
public struct CommandTable: Sendable {
  /// The commands, in the order `help` lists them within each group.
  public let commands: [any SessionCommand.Type]

  public init(commands: [any SessionCommand.Type]) {
    self.commands = commands
  }

  /// All names and aliases, sorted (for completion and suggestions).
  public var names: [String] {
    commands.flatMap { [$0.name] + $0.aliases }.sorted()
  }

  /// The command called `name` (or with that alias).
  public func command(named name: String) -> (any SessionCommand.Type)? {
    commands.first { $0.name == name || $0.aliases.contains(name) }
  }

  /// `unknown command 'refin'; did you mean refine?` (or a pointer to `help`).
  public func unknownCommandMessage(_ name: String) -> String {
    let base = "unknown command '\(name)'"
    if let guess = Suggestion.closest(to: name, in: commands.map { $0.name }) {
      return base + "; did you mean \(guess)?"
    }
    return base + "; type 'help' for the list of commands"
  }

  /// The outcome of parsing one statement.
  public enum Parsed {
    /// A command ready to run.
    case command(any SessionCommand)
    /// `CMD --help`: the help screen to print instead of running anything.
    case help(String)
  }

  /// Parses `arguments` for `type`.
  ///
  /// - Throws: `CommandFailure` with one line: the parser's message, a suggestion for a
  ///   mistyped option, and the usage.
  public func parse(_ type: any SessionCommand.Type, arguments: [String]) throws(CommandFailure) -> Parsed {
    do {
      return .command(try type.parse(arguments))
    } catch {
      if type.exitCode(for: error) == .success {
        return .help(Self.help(for: type))
      }
      throw CommandFailure(Self.oneLineMessage(for: error, type: type, arguments: arguments))
    }
  }

  /// The help screen of `type`, 80 columns wide so it reads the same everywhere, sentences
  /// reflowed (``HelpReflow``).
  public static func help(for type: any SessionCommand.Type) -> String {
    HelpReflow.help(for: type, width: 80)
  }

  /// The usage line of `type` (`hit <n> [--raw]`).
  public static func usage(for type: any SessionCommand.Type) -> String {
    type.usageString().split(separator: "\n").map { $0.trimmingBlanks() }.joined(separator: " ")
  }

  static func oneLineMessage(for error: any Error, type: any SessionCommand.Type, arguments: [String]) -> String {
    var message = type.message(for: error)
      .split(separator: "\n").map { $0.trimmingBlanks() }.filter { !$0.isEmpty }.joined(separator: " ")
    if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
    if let first = message.first, first.isUppercase {
      message = first.lowercased() + message.dropFirst()
    }
    return "\(type.name): \(message) (usage: \(usage(for: type)))"
  }
}
