import ArgumentParser

/// `quit`: ends the session (Ctrl-D does the same at the prompt).
struct QuitCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "quit",
    abstract: "End the session (Ctrl-D at the prompt does the same).",
    discussion: """
      Examples:
        quit
      """
  )
  static let group = CommandGroup.script
  static let aliases = ["exit"]
  static let isRecorded = false

  @MainActor mutating func run(in session: ShellSession) async throws {
    session.requestQuit()
  }
}
