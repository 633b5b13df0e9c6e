import ArgumentParser
import Shell

@main
struct InstantSearch: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "instantsearch")
  func run() async throws {}
}
