import ArgumentParser

/// `page N`: shows page N (0-based, as Algolia counts) through the pagination interactor.
struct PageCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "page",
    abstract: "Show page N of the results (pages count from 0, as in Algolia).",
    discussion: """
      Examples:
        page 0
        page 3
      """
  )
  static let group = CommandGroup.search

  @Argument(help: "The page, from 0.")
  var number: Int

  @MainActor mutating func run(in session: ShellSession) async throws {
    try await Self.show(page: number, in: session, command: "page")
  }

  /// Loads and prints `page`, shared with `prev`.
  @MainActor static func show(page: Int, in session: ShellSession, command: String) async throws {
    let search = try session.requireSearch()
    if search.stats.item == nil { try await search.refresh() }
    var asked = false
    try await search.perform { asked = search.pagination.computePage(page) }
    guard asked else {
      let pages = search.pagination.item?.pagesCount ?? 0
      throw CommandFailure("\(command): page \(page) is out of range (the results have \(pages) page\(pages == 1 ? "" : "s"), 0 to \(max(0, pages - 1)))")
    }
    search.currentPage = page
    let renderer = session.renderer
    let results = await search.show(rows: search.rows(ofPage: page)) {
      search.statsController.render(with: renderer).followed(by: search.hitsController.render(with: renderer))
    }
    session.printer.print(results)
  }
}
