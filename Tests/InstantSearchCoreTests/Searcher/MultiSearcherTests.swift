import Testing
import SearchModel
@testable import InstantSearchCore

@MainActor
@Suite("MultiSearcher: several searchers in one multi-query")
struct MultiSearcherTests {
  func make() -> (MultiSearcher, InMemorySearchService) {
    let service = InMemorySearchService(indexes: ["products": Datasets.disjunctive, "items": Datasets.numbered(7)])
    return (MultiSearcher(service: service), service)
  }

  @Test("Hits, faceted hits and facet values go out together and each child gets its own answer")
  func combined() async {
    let (multi, service) = make()
    let products = multi.addHitsSearcher(indexName: "products", parameters: SearchParameters(facets: ["color"]))
    let items = multi.addHitsSearcher(indexName: "items", query: "item")
    let colors = multi.addFacetSearcher(indexName: "products", attribute: "color", facetQuery: "bl")
    let filterState = FilterState()
    products.connectFilterState(filterState)
    let hits = HitsInteractor<JSONObject>(decoder: .raw)
    hits.connectSearcher(items)

    filterState.notify(.add(facet("color", "blue"), to: .or(name: "color", filterType: .facet)))
    await multi.waitUntilIdle()

    #expect(service.sentMultiQueries.count == 1)
    #expect(service.sentMultiQueries.first?.map(\.indexName) == ["products", "products", "items", "products"])
    #expect(products.latestResponse?.nbHits == 3)
    #expect(products.latestResponse?.facets?["color"]?["green"] == 2)
    #expect(hits.numberOfHits() == 7)
    #expect(colors.latestResponse?.facetHits.map(\.value) == ["blue"])
  }

  @Test("A child's search() awaits the combined search")
  func childSearch() async {
    let (multi, service) = make()
    let items = multi.addHitsSearcher(indexName: "items")
    let loading = Recorder<Bool>(recording: items.onLoadingChanged) { $0 }
    await items.search()
    #expect(items.latestResponse?.nbHits == 7)
    #expect(service.sentMultiQueries.count == 1)
    #expect(loading.values == [true, false])
  }

  @Test("An error reaches every child")
  func errors() async {
    let (multi, _) = make()
    let missing = multi.addHitsSearcher(indexName: "missing")
    let facets = multi.addFacetSearcher(indexName: "products", attribute: "color")
    let errors = Recorder<String>(recording: missing.onError) { error in "hits: \(error)" }
    facets.onError.subscribe(with: errors) { recorder, error in recorder.values.append("facets: \(error)") }
    await multi.search()
    #expect(errors.values == ["hits: Index missing does not exist", "facets: Index missing does not exist"])
  }
}
