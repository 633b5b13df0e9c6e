import ArgumentParser
import SearchModel

/// `indexes`: the indexes the backend has, with their record counts.
struct IndexesCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "indexes",
    abstract: "List the indexes (and replicas) of the backend with their record counts.",
    discussion: """
      Examples:
        indexes
      """
  )
  static let group = CommandGroup.index

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    let list: [IndexInfo]
    do {
      list = try await search.service.listIndexes().sorted { $0.name < $1.name }
    } catch {
      throw CommandFailure("indexes: \(SearchContext.describe(error))")
    }
    session.learn(allIndexNames: list.map(\.name))
    session.printer.print(session.renderer.indexList(IndexListView(indexes: list, searched: search.indexName)))
  }
}
