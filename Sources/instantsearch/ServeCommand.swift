import ArgumentParser

// Placeholder: replaced by the owner of the `serve` subcommand.
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "serve")
  func run() async throws {
    throw ValidationError("`serve` is not implemented yet")
  }
}
