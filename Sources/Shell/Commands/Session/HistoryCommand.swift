import ArgumentParser

/// `history [N]`: the statements run in this session, numbered.
struct HistoryCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "history",
    abstract: "List the commands run in this session.",
    discussion: """
      Examples:
        history
        history 5
      """
  )
  static let group = CommandGroup.script
  static let isRecorded = false

  @Argument(help: "Show only the last N commands.")
  var count: Int?

  func validate() throws {
    if let count, count < 0 { throw ValidationError("the count must be 0 or more") }
  }

  @MainActor mutating func run(in session: ShellSession) async throws {
    session.printer.print(session.renderer.history(HistoryView(statements: session.history, limit: count)))
  }
}
