import Testing
import SearchModel
@testable import InstantSearchCore

@MainActor
@Suite("HitsSearcher disjunctive and hierarchical faceting, on the recreated datasets")
struct FacetingSearchTests {
  typealias Counts = OrderedDictionary<String, Int>

  func makeSearcher(_ records: [JSONObject], facets: [String]) -> (HitsSearcher, FilterState, InMemorySearchService) {
    let service = InMemorySearchService(indexes: ["products": records])
    let (searcher, filterState) = searcherWithFilterState(service, parameters: SearchParameters(facets: facets))
    return (searcher, filterState, service)
  }

  @Test("color OR {blue}: 2 queries; disjunctive color counts ignore the color refinement")
  func disjunctiveColor() async {
    let (searcher, filterState, service) = makeSearcher(Datasets.disjunctive, facets: ["category", "color", "promotions"])
    filterState.add(facet("color", "blue"), to: .or(name: "color", filterType: .facet))
    filterState.notifyChange()
    await searcher.waitUntilIdle()

    #expect(service.sentMultiQueries.last?.count == 2)
    let facets = searcher.latestResponse?.facets
    #expect(facets?["category"] == ["shirt": 2, "hat": 1] as Counts)
    #expect(facets?["promotions"] == ["free return": 2, "coupon": 1, "on sale": 1] as Counts)
    #expect(facets?["color"] == ["blue": 3, "green": 2, "orange": 2, "yellow": 2, "red": 1] as Counts)
    #expect(searcher.latestResponse?.nbHits == 3)
  }

  @Test("Adding AND promotions:coupon narrows every count, color still disjunctive")
  func disjunctiveWithConjunctive() async {
    let (searcher, filterState, _) = makeSearcher(Datasets.disjunctive, facets: ["category", "color", "promotions"])
    filterState.notify(
      .add(facet("color", "blue"), to: .or(name: "color", filterType: .facet)),
      .add(facet("promotions", "coupon"), to: .and(name: "promotions"))
    )
    await searcher.waitUntilIdle()
    let facets = searcher.latestResponse?.facets
    #expect(facets?["category"] == ["shirt": 1] as Counts)
    #expect(facets?["promotions"] == ["coupon": 1] as Counts)
    #expect(facets?["color"] == ["blue": 1] as Counts)
  }

  @Test("The disjunctive query asks for its facet only, no hits, without its own refinement")
  func disjunctiveQueryShape() async throws {
    let (searcher, filterState, service) = makeSearcher(Datasets.disjunctive, facets: ["category", "color"])
    filterState.notify(
      .add(facet("color", "blue"), to: .or(name: "color", filterType: .facet)),
      .add(facet("color", "red"), to: .or(name: "color", filterType: .facet)),
      .add(facet("category", "hat"), to: .and(name: "category"))
    )
    await searcher.waitUntilIdle()
    let queries = try #require(service.sentMultiQueries.last)
    #expect(queries.count == 2)
    #expect(queries[0].parameters.filters == #"( "category":"hat" ) AND ( "color":"blue" OR "color":"red" )"#)
    #expect(queries[0].parameters.facets == ["category", "color"])
    let disjunctive = queries[1].parameters
    #expect(disjunctive.filters == #"( "category":"hat" )"#)
    #expect(disjunctive.facets == ["color"])
    #expect(disjunctive.hitsPerPage == 0)
    #expect(disjunctive.attributesToRetrieve == [])
    #expect(disjunctive.attributesToHighlight == [])
    #expect(disjunctive.analytics == false)
  }

  @Test("A selected value absent from the results is kept with count 0")
  func keepSelectedEmptyFacets() async {
    let (searcher, filterState, _) = makeSearcher(Datasets.disjunctive, facets: ["color"])
    filterState.notify(
      .add(facet("color", "purple"), to: .or(name: "color", filterType: .facet)),
      .add(facet("color", "blue"), to: .or(name: "color", filterType: .facet))
    )
    await searcher.waitUntilIdle()
    #expect(searcher.latestResponse?.facets?["color"]?["purple"] == 0)
    searcher.keepSelectedEmptyFacets = false
    await searcher.search()
    #expect(searcher.latestResponse?.facets?["color"]?["purple"] == nil)
  }

  @Test("Hierarchical: lvl1 'Clothing > Men' selected gives the counts of every level from 3 queries")
  func hierarchical() async throws {
    let (searcher, filterState, service) = makeSearcher(Datasets.hierarchical, facets: Datasets.levels)
    filterState.setHierarchicalAttributes(Datasets.levels, for: "category")
    filterState.notify(.setHierarchicalPath(
      [facetFilter(Datasets.levels[0], "Clothing"), facetFilter(Datasets.levels[1], "Clothing > Men")],
      groupName: "category"
    ))
    await searcher.waitUntilIdle()
    #expect(service.sentMultiQueries.last?.count == 4)
    let facets = try #require(searcher.latestResponse?.facets)
    #expect(facets[Datasets.levels[0]] == ["Clothing": 4, "Book": 2, "Furniture": 1] as Counts)
    #expect(facets[Datasets.levels[1]] == ["Clothing > Men": 2, "Clothing > Women": 2] as Counts)
    #expect(facets[Datasets.levels[2]] == ["Clothing > Men > Hats": 1, "Clothing > Men > Shirt": 1] as Counts)
    #expect(searcher.latestResponse?.nbHits == 2)
  }

  @Test("Disjunctive + hierarchical: color OR red and lvl1 'Category3 > SubCategory2'")
  func disjunctiveHierarchical() async throws {
    let (searcher, filterState, service) = makeSearcher(Datasets.disjunctiveHierarchical, facets: ["color"] + Datasets.levels)
    filterState.setHierarchicalAttributes(Datasets.levels, for: "category")
    filterState.notify(
      .add(facet("color", "red"), to: .or(name: "color", filterType: .facet)),
      .setHierarchicalPath(
        [facetFilter(Datasets.levels[0], "Category3"), facetFilter(Datasets.levels[1], "Category3 > SubCategory2")],
        groupName: "category"
      )
    )
    await searcher.waitUntilIdle()
    #expect(service.sentMultiQueries.last?.count == 5)
    let facets = try #require(searcher.latestResponse?.facets)
    #expect(facets[Datasets.levels[0]] == ["Category3": 2, "Category2": 1] as Counts)
    #expect(facets[Datasets.levels[1]] == ["Category3 > SubCategory2": 2] as Counts)
    #expect(facets[Datasets.levels[2]] == [
      "Category3 > SubCategory2 > SubSubCategory1": 1, "Category3 > SubCategory2 > SubSubCategory2": 1,
    ] as Counts)
    #expect(facets["color"] == ["red": 2, "blue": 1] as Counts)
  }

  @Test("Without refinements a faceted search is a single query in a multi-query")
  func singleQuery() async {
    let (searcher, _, service) = makeSearcher(Datasets.disjunctive, facets: ["color"])
    await searcher.search()
    #expect(service.sentMultiQueries.count == 1)
    #expect(service.sentMultiQueries.first?.count == 1)
    #expect(searcher.latestResponse?.nbHits == 12)
  }

  @Test("With faceting disabled the single-index endpoint is used")
  func facetingDisabled() async {
    let (searcher, filterState, service) = makeSearcher(Datasets.disjunctive, facets: ["color"])
    searcher.isDisjunctiveFacetingEnabled = false
    filterState.notify(.add(facet("color", "blue"), to: .or(name: "color", filterType: .facet)))
    await searcher.waitUntilIdle()
    #expect(service.sentMultiQueries.isEmpty)
    #expect(service.sentSearches.count == 1)
    #expect(searcher.latestResponse?.facets?["color"] == ["blue": 3] as Counts)
  }
}
