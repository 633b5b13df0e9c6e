import ArgumentParser

// Placeholder: replaced by the owner of the `demo` subcommand.
struct DemoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "demo")
  func run() async throws {
    throw ValidationError("`demo` is not implemented yet")
  }
}
