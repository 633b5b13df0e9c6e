import ArgumentParser

/// `stats`: the stats line, through InstantSearch's stats presenter.
struct StatsCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "stats",
    abstract: "Show the number of results (with the processing time under --timing).",
    discussion: """
      Examples:
        stats
        instantsearch --json -c 'query phone; stats' | jq .nbHits
      """
  )
  static let group = CommandGroup.search

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    if search.stats.item == nil { try await search.refresh() }
    session.printer.print(search.statsController.render(with: session.renderer))
  }
}
