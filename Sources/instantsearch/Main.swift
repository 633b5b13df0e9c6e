import ArgumentParser
import SearchEngine

/// The `instantsearch` command line: the shell is the default subcommand, so
/// `instantsearch -c 'query phone'` and `instantsearch import ...` both work.
@main
struct InstantSearch: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "instantsearch",
    abstract: "Explore a search index from the terminal with the InstantSearch model.",
    subcommands: [ShellCommand.self, ImportCommand.self, ServeCommand.self, DemoCommand.self, ConformanceCommand.self, CheckCommand.self],
    defaultSubcommand: ShellCommand.self
  )

  /// Runs the command line, with the allocator told first to keep the large blocks searches make,
  /// from one heap for every command but `serve`, whose concurrent requests would contend for it
  /// (`AllocatorTuning`; the subcommand is read here, before any thread allocates).
  static func main() async {
    AllocatorTuning.reuseLargeBlocks(oneArena: CommandLine.arguments.dropFirst().first != "serve")
    await main(nil)
  }
}
