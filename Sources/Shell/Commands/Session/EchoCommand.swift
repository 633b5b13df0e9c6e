import ArgumentParser

/// `echo TEXT…`: prints its arguments, to annotate script output.
struct EchoCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "echo",
    abstract: "Print a line of text (to annotate script output).",
    discussion: """
      Examples:
        echo --- cheap phones ---
        echo 'two  spaces kept'
      """
  )
  static let group = CommandGroup.script

  @Argument(parsing: .allUnrecognized, help: "The words to print, separated by single spaces.")
  var words: [String] = []

  @MainActor mutating func run(in session: ShellSession) async throws {
    session.printer.print(text: words.joined(separator: " ") + "\n")
  }
}
