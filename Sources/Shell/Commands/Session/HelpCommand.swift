import ArgumentParser

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
      session.printer.print(session.renderer.commandList(Self.overview(table)))
      return
    }
    guard let type = table.command(named: name) else {
      throw CommandFailure(table.unknownCommandMessage(name))
    }
    session.printer.print(text: CommandTable.help(for: type))
  }

  /// All commands with their usage and summary, listed by group.
  static func overview(_ table: CommandTable) -> CommandListView {
    CommandListView(
      commands: table.commands.map { type in
        CommandListView.Entry(
          name: type.name, usage: CommandTable.usage(for: type), summary: type.configuration.abstract,
          group: type.group.rawValue)
      },
      groups: CommandGroup.allCases.map(\.rawValue))
  }
}
