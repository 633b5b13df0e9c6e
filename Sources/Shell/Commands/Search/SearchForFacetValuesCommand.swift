import ArgumentParser
import InstantSearchCore
import SearchModel

/// `sffv ATTR TEXT`: search for facet values, counted over the current query and refinements.
struct SearchForFacetValuesCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "sffv",
    abstract: "Search for values of a facet (it must be searchable in attributesForFaceting).",
    discussion: """
      Examples:
        sffv brand sam
        sffv category 'home d'
      """
  )
  static let group = CommandGroup.search
  static let argumentCompletion = ArgumentCompletion.attributeThenValue

  @Argument(help: "The facet attribute.")
  var attribute: String

  @Argument(parsing: .remaining, help: "The text to look for in the values.")
  var text: [String] = []

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    let facetSearcher = FacetSearcher(
      service: search.service, indexName: search.indexName, attribute: attribute, facetQuery: text.joined(separator: " "))
    var request = facetSearcher.request
    request.parameters = search.searcher.request.parameters
    request.parameters.filters = search.filterState.filtersString
    request.parameters.page = nil
    facetSearcher.request = request
    var failure: (any Error)?
    let token = facetSearcher.onError.subscribe(with: facetSearcher) { _, error in failure = error.underlyingError }
    await facetSearcher.search()
    token.cancel()
    try Task.checkCancellation()
    if let failure { throw CommandFailure("sffv: \(SearchContext.describe(failure))") }
    let hits = facetSearcher.latestResponse?.facetHits ?? []
    let style = session.printer.style
    let lines = hits.map { hit in
      TaggedString(hit.highlighted).render { text, tagged in tagged ? style.match(text) : text } + " \(hit.count)\n"
    }
    let values: [JSONValue] = hits.map {
      .object(["value": .string($0.value), "highlighted": .string($0.highlighted), "count": .number(Double($0.count))])
    }
    session.printer.print(
      Printout(
        text: lines.isEmpty ? "no values of \(attribute) match\n" : lines.joined(),
        json: .object(["attribute": .string(attribute), "values": .array(values)])))
  }
}
