import ArgumentParser
import SearchModel

/// `index NAME`: switches the searcher to another index (refinements are kept).
struct IndexCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "index",
    abstract: "Search another index (refinements and parameters are kept).",
    discussion: """
      Without NAME, prints the index searched.

      Examples:
        index products
        index
      """
  )
  static let group = CommandGroup.index
  static let argumentCompletion = ArgumentCompletion.indexes

  @Argument(help: "The index name.")
  var name: String?

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    guard let name else {
      session.printer.print(Printout(text: search.indexName + "\n", json: .object(["index": .string(search.indexName)])))
      return
    }
    let previous = search.indexName
    do {
      try await search.perform {
        search.searcher.indexName = name
        search.searcher.triggerSearch()
      }
    } catch {
      search.searcher.indexName = previous
      try? await search.refresh()
      // The backend's message alone ("Index nosuch does not exist") did not say which command
      // failed; the names it has say what to type instead.
      let reason = (error as? CommandFailure)?.message ?? "\(error)"
      let names = (try? await search.service.listIndexes())?.map(\.name) ?? []
      guard !names.isEmpty, !names.contains(name) else { throw CommandFailure("index: \(reason)") }
      throw CommandFailure("index: \(reason) (indexes: \(names.joined(separator: ", ")))")
    }
    search.currentPage = 0
    session.printer.print(search.statsController.render(with: session.renderer))
  }
}
