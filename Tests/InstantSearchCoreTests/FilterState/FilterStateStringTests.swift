import Testing
import SearchModel
@testable import InstantSearchCore

@MainActor
@Suite("FilterState canonical filters string")
struct FilterStateStringTests {
  @Test("An empty state has no filters string")
  func empty() {
    #expect(FilterState().filtersString == nil)
  }

  @Test("Groups sort by name, filters by printed text, AND and OR groups keep their operator")
  func storageExample() {
    let state = FilterState()
    state.add(facet("category", "table"), to: .or(name: "filterFacets", filterType: .facet))
    state.add(facet("category", "chair"), to: .or(name: "filterFacets", filterType: .facet))
    state.add(numeric("price", .greaterThan, 10), to: .and(name: "filterNumerics"))
    state.add(numeric("price", .lessThan, 20), to: .and(name: "filterNumerics"))
    state.add(tag("Tom"), to: .or(name: "filterTags", filterType: .tag))
    state.add(tag("Hank"), to: .or(name: "filterTags", filterType: .tag))
    state.add(tag("Tom"), to: .and(name: "filterTags"))
    #expect(state.filtersString == """
      ( "category":"chair" OR "category":"table" ) AND ( "price" < 20.0 AND "price" > 10.0 ) \
      AND ( "_tags":"Hank" OR "_tags":"Tom" ) AND ( "_tags":"Tom" )
      """)
  }

  @Test("Negated filters in OR groups")
  func negatedOrGroups() {
    let state = FilterState()
    state.add(tag("tagA", negated: true), to: .or(name: "tags", filterType: .tag))
    state.add(tag("tagB", negated: true), to: .or(name: "tags", filterType: .tag))
    state.add(facet("size", 40, negated: true), to: .or(name: "z", filterType: .facet))
    state.add(facet("featured", true).not(), to: .or(name: "z", filterType: .facet))
    #expect(state.filtersString == """
      ( NOT "_tags":"tagA" OR NOT "_tags":"tagB" ) AND ( NOT "featured":true OR NOT "size":40.0 )
      """)
  }

  @Test("Scores are printed after the filter")
  func scores() {
    let state = FilterState()
    state.add(facet("type", "equipment", score: 3), to: .and(name: "a"))
    state.add(facet("category", "table", score: 5), to: .or(name: "b", filterType: .facet))
    state.add(facet("category", "chair", score: 10), to: .or(name: "b", filterType: .facet))
    #expect(state.filtersString == """
      ( "type":"equipment"<score=3> ) AND ( "category":"chair"<score=10> OR "category":"table"<score=5> )
      """)
  }

  @Test("Quotes inside values are escaped")
  func escaping() {
    let state = FilterState()
    state.add(facet("type", "45\"-50\"  tv's"), to: .and(name: "t"))
    #expect(state.filtersString == #"( "type":"45\"-50\"  tv's" )"#)
  }

  @Test("OR comes before AND for equal names; a hierarchical group prints as AND")
  func sameNameOrder() {
    let state = FilterState()
    state.add(facet("brand", "sony"), to: .and(name: "g"))
    state.add(facet("brand", "apple"), to: .or(name: "g", filterType: .facet))
    state.setHierarchicalPath([facetFilter("cat.lvl0", "A"), facetFilter("cat.lvl1", "A > B")], for: "h")
    #expect(state.filtersString == #"( "brand":"apple" ) AND ( "brand":"sony" ) AND ( "cat.lvl1":"A > B" )"#)
  }

  @Test("Byte order puts _tags before letters and < before >")
  func byteOrder() {
    let state = FilterState()
    let group = FilterGroupID.and(name: "mixed")
    state.add(numeric("price", .greaterThan, 10), to: group)
    state.add(facet("brand", "x"), to: group)
    state.add(tag("t"), to: group)
    state.add(numeric("price", .lessThan, 20), to: group)
    #expect(state.filtersString == #"( "_tags":"t" AND "brand":"x" AND "price" < 20.0 AND "price" > 10.0 )"#)
  }
}
