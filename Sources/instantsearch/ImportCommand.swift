import ArgumentParser

// Placeholder: replaced by the owner of the `import` subcommand.
struct ImportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "import")
  func run() async throws {
    throw ValidationError("`import` is not implemented yet")
  }
}
