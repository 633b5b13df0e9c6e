import ArgumentParser
import SearchModel
import InstantSearchCore

/// `sort NAME`: switches between the index and its replicas through the sort-by interactor.
struct SortCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "sort",
    abstract: "Sort by a replica of the index (or back to the primary); no NAME lists them.",
    discussion: """
      Examples:
        sort
        sort products_price_asc
        sort products
      """
  )
  static let group = CommandGroup.index
  static let argumentCompletion = ArgumentCompletion.indexes

  @Argument(help: "The replica (or primary) index name.")
  var name: String?

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    let primary = search.sortPrimary ?? search.indexName
    search.sortPrimary = primary
    let settings: IndexSettings
    do {
      settings = try await search.service.settings(index: primary)
    } catch {
      throw CommandFailure("sort: \(SearchContext.describe(error))")
    }
    let names = [primary] + (settings.replicas ?? []).map(SortCommand.replicaName)
    session.learn(indexNames: names)
    let controller = TerminalSortByController()
    let sortBy = SortByConnector(searcher: search.searcher, indexNames: names, controller: controller)
    defer { sortBy.disconnect() }
    guard let name else {
      session.printer.print(controller.render(with: session.renderer))
      return
    }
    var found = false
    try await search.perform { found = sortBy.interactor.computeSelected(indexName: name) }
    guard found else {
      throw CommandFailure("sort: '\(name)' is not a sort of \(primary) (choose from \(names.joined(separator: ", ")))")
    }
    search.currentPage = 0
    session.printer.print(search.statsController.render(with: session.renderer))
  }

  /// `virtual(products_rating)` → `products_rating`.
  static func replicaName(_ declaration: String) -> String {
    AttributeDeclaration(declaration).attribute
  }
}
