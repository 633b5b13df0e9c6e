import Testing
@testable import SearchModel

/// The canonical form InstantSearch's FilterState prints (instantsearch-model.md §3).
@Suite("filters printer: InstantSearch's canonical form")
struct FilterPrinterTests {
  @Test("single filters")
  func singleFilters() {
    #expect(F.facet("a", 10).description == "\"a\":10.0")
    #expect(F.facet("a", 10, not: true).description == "NOT \"a\":10.0")
    #expect(F.range("a", 0, 10).description == "\"a\":0.0 TO 10.0")
    #expect(F.tag("a").description == "\"_tags\":\"a\"")
    #expect(F.numeric("price", .lessThan, 20).description == "\"price\" < 20.0")
    #expect(F.numeric("price", .notEqual, -3.5, not: true).description == "NOT \"price\" != -3.5")
    #expect(F.facet("featured", true).description == "\"featured\":true")
    #expect(F.facet("brand", "sony", score: 2).description == "\"brand\":\"sony\"<score=2>")
  }

  @Test("an AND group and an OR group, unsorted")
  func andAndOrGroups() {
    let expression = FilterExpression(groups: [
      FilterGroup([F.tag("tag"), F.numeric("size", .equal, 40), F.facet("brand", "sony")], combinator: .and),
      FilterGroup([F.facet("brand", "philips"), F.facet("diagonal", 42), F.facet("featured", true)]),
    ])
    #expect(
      expression.description
        == "( \"_tags\":\"tag\" AND \"size\" = 40.0 AND \"brand\":\"sony\" ) AND ( \"brand\":\"philips\" OR \"diagonal\":42.0 OR \"featured\":true )"
    )
  }

  @Test("groups as FilterState sorts them")
  func storageExample() {
    let expression = FilterExpression(groups: [
      FilterGroup([F.facet("category", "chair"), F.facet("category", "table")]),
      FilterGroup([F.numeric("price", .lessThan, 20), F.numeric("price", .greaterThan, 10)], combinator: .and),
      FilterGroup([F.tag("Hank"), F.tag("Tom")]),
      FilterGroup([F.tag("Tom")], combinator: .and),
    ])
    #expect(
      expression.description
        == "( \"category\":\"chair\" OR \"category\":\"table\" ) AND ( \"price\" < 20.0 AND \"price\" > 10.0 ) AND ( \"_tags\":\"Hank\" OR \"_tags\":\"Tom\" ) AND ( \"_tags\":\"Tom\" )"
    )
  }

  @Test("negated OR groups")
  func negatedGroups() {
    let expression = F.expression(
      [F.tag("tagA", not: true), F.tag("tagB", not: true)],
      [F.facet("featured", true, not: true), F.facet("size", 40, not: true)]
    )
    #expect(
      expression.description
        == "( NOT \"_tags\":\"tagA\" OR NOT \"_tags\":\"tagB\" ) AND ( NOT \"featured\":true OR NOT \"size\":40.0 )"
    )
  }

  @Test("scores")
  func scores() {
    let expression = F.expression(
      [F.facet("type", "equipment", score: 3)],
      [F.facet("category", "chair", score: 10), F.facet("category", "table", score: 5)]
    )
    #expect(
      expression.description
        == "( \"type\":\"equipment\"<score=3> ) AND ( \"category\":\"chair\"<score=10> OR \"category\":\"table\"<score=5> )"
    )
  }

  @Test("quotes and backslashes are escaped")
  func escaping() {
    #expect(F.facet("type", "45\"-50\"  tv's").description == "\"type\":\"45\\\"-50\\\"  tv's\"")
    #expect(F.facet("a\\b", "c\\").description == "\"a\\\\b\":\"c\\\\\"")
  }

  @Test("empty groups are dropped and the empty expression prints nothing")
  func empty() {
    #expect(FilterExpression().description == "")
    #expect(FilterExpression(groups: [FilterGroup([]), FilterGroup([F.tag("a")]), FilterGroup([])]).description == "( \"_tags\":\"a\" )")
  }

  @Test("numbers print as Double's description, exponents spelled out")
  func numbers() {
    #expect(FilterNumber.format(40) == "40.0")
    #expect(FilterNumber.format(-0.5) == "-0.5")
    #expect(FilterNumber.format(1e16) == "10000000000000000.0")
    #expect(FilterNumber.format(-1.2345e20) == "-123450000000000000000.0")
    #expect(FilterNumber.format(1e-5) == "0.00001")
    #expect(FilterNumber.format(-2.5e-7) == "-0.00000025")
    for value in [1e16, 1.2345e-5, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude, -1.7976931348623157e308] {
      #expect(FilterNumber.parse(FilterNumber.format(value)) == value)
    }
  }

  @Test("a parsed string prints in canonical form")
  func parsedThenPrinted() throws {
    let expression = try FilterExpression(parsing: "(brand:Apple OR brand:'Sam sung') AND NOT price<=10 AND t<score=2>")
    #expect(
      expression.description
        == "( \"brand\":\"Apple\" OR \"brand\":\"Sam sung\" ) AND ( NOT \"price\" <= 10.0 ) AND ( \"_tags\":\"t\"<score=2> )"
    )
  }
}
