import ArgumentParser

// Placeholder: replaced by the owner of the `shell` subcommand.
struct ShellCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "shell")
  func run() async throws {
    throw ValidationError("`shell` is not implemented yet")
  }
}
