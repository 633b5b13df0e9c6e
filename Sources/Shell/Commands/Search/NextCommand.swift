import ArgumentParser

/// `next`: loads the next page, infinite-scroll style: the list grows and the new rows print.
struct NextCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "next",
    abstract: "Load the next page of hits (the list grows, as in infinite scrolling).",
    discussion: """
      Examples:
        query phone
        next
        hits
      """
  )
  static let group = CommandGroup.search

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    let before = search.hitsController.rowCount
    var loaded = false
    try await search.perform { loaded = await search.hits.loadNextPage() }
    guard loaded else {
      // Before any search there are no pages to follow, not results of none.
      guard search.latestResponse != nil else { throw CommandFailure("next: nothing searched yet: run query first") }
      let pages = search.stats.item?.pagesCount ?? 0
      throw CommandFailure("next: no more pages (the results have \(pages) page\(pages == 1 ? "" : "s"))")
    }
    search.currentPage = search.hits.pageMap?.lastLoadedPageIndex ?? search.currentPage + 1
    let renderer = session.renderer
    let rows = await search.show(rows: before..<search.hitsController.rowCount) { search.hitsController.render(with: renderer) }
    session.printer.print(rows)
  }
}
