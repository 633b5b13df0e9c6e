import Testing
import SearchModel
@testable import InstantSearchCore

@MainActor
@Suite("FacetingQueryBuilder: query generation and merging")
struct FacetingQueryBuilderTests {
  let request = HitsSearchRequest(indexName: "i", parameters: SearchParameters(query: "q", page: 2))

  @Test("Explicit disjunctive attributes plus OR facet groups: one query per attribute, sorted")
  func queryCount() {
    let state = FilterState()
    state.add(facet("price", 10), to: .or(name: "price", filterType: .facet))
    state.add(facet("color", "red"), to: .or(name: "color", filterType: .facet))
    state.add(facet("size", "m"), to: .or(name: "size", filterType: .facet))
    state.add(facet("type", "book"), to: .or(name: "type", filterType: .facet))
    state.add(tag("t"), to: .or(name: "tags", filterType: .tag))
    let builder = FacetingQueryBuilder(request: request, filters: state.snapshot, disjunctiveFacets: ["brand", "color", "price"])
    #expect(builder.disjunctiveAttributes == ["brand", "color", "price", "size", "type"])
    #expect(builder.totalQueriesCount == 6)
    let queries = builder.build()
    #expect(queries.map { $0.parameters.facets ?? [] }.dropFirst() == [["brand"], ["color"], ["price"], ["size"], ["type"]])
    #expect(queries.allSatisfy { $0.indexName == "i" && $0.parameters.query == "q" })
  }

  @Test("Removing an attribute's filters drops an OR group left empty but keeps other attributes")
  func droppingOwnFilters() {
    let state = FilterState()
    state.add(facet("color", "red"), to: .or(name: "mixed", filterType: .facet))
    state.add(facet("size", "m"), to: .or(name: "mixed", filterType: .facet))
    state.add(facet("brand", "x"), to: .or(name: "brand", filterType: .facet))
    let builder = FacetingQueryBuilder(request: request, filters: state.snapshot)
    #expect(builder.disjunctiveQuery(for: "brand").filters == #"( "color":"red" OR "size":"m" )"#)
    #expect(builder.disjunctiveQuery(for: "color").filters == #"( "brand":"x" ) AND ( "size":"m" )"#)
  }

  @Test("Hierarchical query count: none without selection, selected + 1, or one per level when all selected")
  func hierarchicalCount() {
    let levels = ["l0", "l1", "l2"]
    func builder(_ depth: Int) -> FacetingQueryBuilder {
      let state = FilterState()
      state.setHierarchicalAttributes(levels, for: "h")
      state.setHierarchicalPath(levels.prefix(depth).map { facetFilter($0, $0) }, for: "h")
      return FacetingQueryBuilder(request: request, filters: state.snapshot)
    }
    #expect(builder(0).hierarchicalQueriesCount == 0)
    #expect(builder(1).hierarchicalQueriesCount == 2)
    #expect(builder(2).hierarchicalQueriesCount == 3)
    #expect(builder(3).hierarchicalQueriesCount == 3)
  }

  @Test("Hierarchical queries drop the deepest filter and add the parent path")
  func hierarchicalFilters() {
    let state = FilterState()
    state.add(facet("brand", "x"), to: .and(name: "brand"))
    state.setHierarchicalAttributes(["l0", "l1", "l2"], for: "h")
    state.setHierarchicalPath([facetFilter("l0", "A"), facetFilter("l1", "A > B")], for: "h")
    let queries = FacetingQueryBuilder(request: request, filters: state.snapshot).build()
    #expect(queries.map(\.parameters.filters) == [
      #"( "brand":"x" ) AND ( "l1":"A > B" )"#,
      #"( "brand":"x" )"#,
      #"( "brand":"x" ) AND ( "l0":"A" )"#,
      #"( "brand":"x" ) AND ( "l1":"A > B" )"#,
    ])
    #expect(queries.dropFirst().allSatisfy { $0.parameters.hitsPerPage == 0 })
  }

  @Test("Merging: the main response is the base, later facets and stats win, exhaustive is an AND")
  func merging() throws {
    let state = FilterState()
    state.add(facet("color", "red"), to: .or(name: "color", filterType: .facet))
    state.add(facet("size", "m"), to: .or(name: "size", filterType: .facet))
    let builder = FacetingQueryBuilder(request: request, filters: state.snapshot)
    let main = SearchResponse(
      hits: [["objectID": .string("1")]], nbHits: 1,
      facets: ["color": ["red": 1], "brand": ["x": 1], "size": ["m": 1]],
      facetsStats: ["price": FacetStats(min: 1, max: 1, avg: 1, sum: 1)],
      exhaustiveFacetsCount: true
    )
    let color = SearchResponse(
      facets: ["color": ["red": 1, "blue": 5]],
      facetsStats: ["price": FacetStats(min: 0, max: 9, avg: 3, sum: 30)],
      exhaustiveFacetsCount: false
    )
    let size = SearchResponse(facets: ["size": ["l": 2]], exhaustiveFacetsCount: true)
    let merged = try builder.aggregate([main, color, size])
    #expect(merged.hits.count == 1)
    #expect(merged.facets?["color"] == ["red": 1, "blue": 5])
    #expect(merged.facets?["brand"] == ["x": 1])
    #expect(merged.facets?["size"] == ["l": 2, "m": 0])
    #expect(merged.facetsStats?["price"]?.max == 9)
    #expect(merged.exhaustiveFacetsCount == false)
  }

  @Test("A response count that does not match the queries is an error")
  func mismatch() {
    let state = FilterState()
    state.add(facet("color", "red"), to: .or(name: "color", filterType: .facet))
    let builder = FacetingQueryBuilder(request: request, filters: state.snapshot)
    #expect(throws: FacetingError.queriesResultsCountMismatch(expected: 2, received: 1)) {
      try builder.aggregate([SearchResponse()])
    }
    #expect(throws: FacetingError.emptyResults) {
      try builder.aggregate([SearchResponse]())
    }
  }
}
