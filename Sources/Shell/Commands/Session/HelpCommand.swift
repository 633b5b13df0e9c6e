import ArgumentParser
import SearchModel

/// `help [CMD]`: the list of commands by section, or one command's usage, options and examples.
struct HelpCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "help",
    abstract: "List the commands, or show how to use one.",
    discussion: """
      Examples:
        help
        help refine
        refine --help
      """
  )
  static let group = CommandGroup.script
  static let aliases = ["?"]
  static let argumentCompletion = ArgumentCompletion.commands
  static let isRecorded = false

  @Argument(help: "The command to describe.")
  var command: String?

  @MainActor mutating func run(in session: ShellSession) async throws {
    let table = session.table
    guard let name = command else {
      session.printer.print(Printout(text: Self.overview(table), json: Self.overviewJSON(table)))
      return
    }
    guard let type = table.command(named: name) else {
      throw CommandFailure(table.unknownCommandMessage(name))
    }
    session.printer.print(text: CommandTable.help(for: type))
  }

  /// All commands, grouped, one line each: `  refine ATTR=VALUE    Toggle a facet value.`
  static func overview(_ table: CommandTable) -> String {
    var text = ""
    let column = 30
    for group in CommandGroup.allCases {
      let members = table.commands.filter { $0.group == group }
      guard !members.isEmpty else { continue }
      text += "\(group.rawValue):\n"
      for type in members {
        let usage = CommandTable.usage(for: type)
        let summary = type.configuration.abstract
        if usage.count + 2 < column {
          text += "  \(usage)" + String(repeating: " ", count: column - 2 - usage.count) + summary + "\n"
        } else {
          text += "  \(usage)\n" + String(repeating: " ", count: column) + summary + "\n"
        }
      }
      text += "\n"
    }
    text += "Type 'help CMD' or 'CMD --help' for one command's options and examples.\n"
    return text
  }

  static func overviewJSON(_ table: CommandTable) -> JSONValue {
    .array(
      table.commands.map { type in
        .object([
          "command": .string(type.name),
          "usage": .string(CommandTable.usage(for: type)),
          "summary": .string(type.configuration.abstract),
        ])
      }
    )
  }
}
