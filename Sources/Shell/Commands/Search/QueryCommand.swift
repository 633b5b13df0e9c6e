import ArgumentParser

/// `query [TEXT…]`: submits the search box; prints the stats line and the first page of hits.
struct QueryCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "query",
    abstract: "Search for TEXT (empty clears the query) and show the first page of hits.",
    discussion: """
      The words are joined with single spaces. Refinements are kept. With --json, one document:
      the stats fields and "hits", like Algolia's response.

      A word starting with '--' is refused as an unknown option rather than searched for
      (the search would drop the dashes anyway); `-word` (Algolia's exclusion with
      advancedSyntax) is text.

      Examples:
        query phone
        query 'apple watch'
        query
      """
  )
  static let group = CommandGroup.search

  @Argument(parsing: .captureForPassthrough, help: "The query text.")
  var text: [String] = []

  func validate() throws {
    // `query phone --json` used to search for "phone --json" and find nothing: say why instead.
    if let option = text.first(where: { $0.hasPrefix("--") && $0.count > 2 }) {
      throw ValidationError("unknown option '\(option)' (--json is a flag of instantsearch itself: instantsearch --json)")
    }
  }

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    let query = text.joined(separator: " ")
    try await search.perform {
      search.searchBox.query = query
      search.searchBox.submitQuery()
    }
    search.currentPage = 0
    let renderer = session.renderer
    let results = await search.show(rows: search.rows(ofPage: 0)) {
      search.statsController.render(with: renderer).followed(by: search.hitsController.render(with: renderer))
    }
    session.printer.print(results)
  }
}
