import ArgumentParser

/// `hits`: every hit loaded so far, numbered, matches highlighted.
struct HitsCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "hits",
    abstract: "List the hits loaded so far, numbered, with matches highlighted.",
    discussion: """
      Matches are shown in bold on a terminal and as *match* otherwise.

      Examples:
        hits
      """
  )
  static let group = CommandGroup.search

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    if search.stats.item == nil { try await search.refresh() }
    let renderer = session.renderer
    let rows = await search.show(rows: 0..<search.hitsController.rowCount) { search.hitsController.render(with: renderer) }
    session.printer.print(rows)
  }
}
