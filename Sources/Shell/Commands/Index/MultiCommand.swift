import ArgumentParser
import InstantSearchCore
import SearchModel

/// `multi NAME…`: the current query on several indexes at once (one multi-query), hits per index.
struct MultiCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "multi",
    abstract: "Run the current query on several indexes in one multi-query; hits per index.",
    discussion: """
      Examples:
        multi products products_price_asc
        multi products products_price_desc --hits 3
      """
  )
  static let group = CommandGroup.index
  static let argumentCompletion = ArgumentCompletion.indexes
  static let completedOptions = ["--hits"]

  @Argument(help: "The indexes to search.")
  var names: [String]

  @Option(help: "Hits shown per index.")
  var hits = 5

  func validate() throws {
    if names.isEmpty { throw ValidationError("give at least one index name") }
    if hits < 0 { throw ValidationError("--hits must be 0 or more") }
  }

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    let multi = MultiSearcher(service: search.service)
    var parameters = search.searcher.request.parameters
    parameters.filters = search.filterState.filtersString
    parameters.page = 0
    parameters.hitsPerPage = hits
    let searchers = names.map { multi.addHitsSearcher(indexName: $0, query: parameters.query, parameters: parameters) }
    var failures: [String] = []
    let tokens = searchers.map { searcher in
      searcher.onError.subscribe(with: searcher) { searcher, error in
        failures.append("\(searcher.indexName): \(SearchContext.describe(error.underlyingError))")
      }
    }
    await multi.search()
    tokens.forEach { $0.cancel() }
    try Task.checkCancellation()
    if let failure = failures.first { throw CommandFailure("multi: \(failure)") }
    let formatter = HitFormatter(style: session.printer.style)
    var text = ""
    var json: [JSONValue] = []
    for searcher in searchers {
      let response = searcher.latestResponse
      let line = DefaultPresenter.Stats.presentWithoutTimings(response.map(SearchStats.init))
      text += session.printer.style.bold("== \(searcher.indexName): \(line)") + "\n"
      let shown = Array((response?.hits ?? []).prefix(hits))
      for (row, hit) in shown.enumerated() { text += formatter.summary(row: row, hit: hit) }
      json.append(.object([
        "index": .string(searcher.indexName), "nbHits": .number(Double(response?.nbHits ?? 0)),
        "hits": .array(shown.map { .object($0) }),
      ]))
    }
    session.printer.print(Printout(text: text, json: .object(["results": .array(json)])))
  }
}
