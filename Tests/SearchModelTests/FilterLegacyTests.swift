import Testing
@testable import SearchModel

/// `facetFilters`, `numericFilters`, `tagFilters` and `optionalFilters` read into the same
/// expressions as `filters`.
@Suite("legacy filter parameters")
struct FilterLegacyTests {
  func read(_ filters: LegacyFilters, _ parameter: LegacyFilterParameter) throws -> FilterExpression {
    try FilterExpression(legacy: filters, as: parameter)
  }

  @Test("facetFilters: outer list AND, nested list OR, dash negation and escape")
  func facetFilters() throws {
    let filters = LegacyFilters.list([
      .anyOf(["category:Book", "category:Movie"]),
      .single("author:John Doe"),
      .single("genre:-comedy"),
      .single("category:\\-Movie"),
      .single("count:\\-12"),
      .single("featured:true"),
      .single("cat.lvl1:A > B"),
      .single("_tags:x"),
    ])
    #expect(
      try read(filters, .facetFilters)
        == F.expression(
          [F.facet("category", "Book"), F.facet("category", "Movie")], [F.facet("author", "John Doe")],
          [F.facet("genre", "comedy", not: true)], [F.facet("category", "-Movie")], [F.facet("count", -12)],
          [F.facet("featured", true)], [F.facet("cat.lvl1", "A > B")], [F.tag("x")]))
  }

  @Test("facetFilters: a single string is one filter; a string without `:` is an error")
  func facetFilterString() throws {
    #expect(try read(.string("brand:Sam, Inc"), .facetFilters) == F.expression([F.facet("brand", "Sam, Inc")]))
    #expect(try read(.string(""), .facetFilters) == F.expression())
    #expect(throws: LegacyFilterError(message: "Invalid syntax for facet filter:brand")) {
      try read(.list([.single("brand")]), .facetFilters)
    }
  }

  @Test("numericFilters: comparisons and ranges, Algolia's error otherwise")
  func numericFilters() throws {
    let filters = LegacyFilters.list([
      .single("price>=10"), .single("price:10 TO 20"), .single("price!=3"), .single("rating = 4.5"),
      .anyOf(["a<1", "a>-2"]),
    ])
    #expect(
      try read(filters, .numericFilters)
        == F.expression(
          [F.numeric("price", .greaterThanOrEqual, 10)], [F.range("price", 10, 20)], [F.numeric("price", .notEqual, 3)],
          [F.numeric("rating", .equal, 4.5)], [F.numeric("a", .lessThan, 1), F.numeric("a", .greaterThan, -2)]))
    for bad in ["status=open", "price", ">3", "price:1 TO", "price:a TO 2", "price<>3", "price=inf"] {
      #expect(throws: LegacyFilterError(message: "Invalid syntax for numeric condition:\(bad)")) {
        try read(.list([.single(bad)]), .numericFilters)
      }
    }
  }

  @Test("numericFilters: the comma string form")
  func numericString() throws {
    #expect(
      try read(.string("price>10,(size<2,size>8)"), .numericFilters)
        == F.expression([F.numeric("price", .greaterThan, 10)], [F.numeric("size", .lessThan, 2), F.numeric("size", .greaterThan, 8)]))
  }

  @Test("tagFilters: plain values, the JS helper's comma form, negation")
  func tagFilters() throws {
    #expect(
      try read(.string("a,(b,c),-d,\\-e"), .tagFilters)
        == F.expression([F.tag("a")], [F.tag("b"), F.tag("c")], [F.tag("d", not: true)], [F.tag("-e")]))
    #expect(
      try read(.string("romantic, ( sea, city ), -mountain"), .tagFilters)
        == F.expression([F.tag("romantic")], [F.tag("sea"), F.tag("city")], [F.tag("mountain", not: true)]))
    #expect(try read(.string(""), .tagFilters) == F.expression())
    #expect(try read(.list([.single("a, b"), .anyOf(["x", "-y"])]), .tagFilters)
      == F.expression([F.tag("a, b")], [F.tag("x"), F.tag("y", not: true)]))
    #expect(throws: LegacyFilterError(message: "Unbalanced parentheses in tagFilters:(a,b")) {
      try read(.string("(a,b"), .tagFilters)
    }
    #expect(throws: LegacyFilterError(message: "Unbalanced parentheses in tagFilters:a)")) {
      try read(.string("a)"), .tagFilters)
    }
  }

  @Test("optionalFilters: scores")
  func optionalFilters() throws {
    #expect(
      try read(.list([.single("brand:Apple<score=2>"), .single("brand:-Sony")]), .optionalFilters)
        == F.expression([F.facet("brand", "Apple", score: 2)], [F.facet("brand", "Sony", not: true)]))
  }

  @Test("an expression written as legacy parameters reads back to the same filtering")
  func writeLegacy() throws {
    let expression = try FilterExpression(
      parsing: "(brand:Apple OR brand:-Sony) AND NOT color:red AND (t1 OR NOT t2) AND NOT price < 10 AND "
        + "(size:1 TO 2 OR NOT size:5 TO 6) AND rating >= 4 AND count:-12")
    let set = try #require(expression.legacyFilters)
    #expect(
      set.facetFilters
        == .list([.anyOf(["brand:Apple", "brand:\\-Sony"]), .single("color:-red"), .single("count:\\-12.0")]))
    #expect(
      set.numericFilters
        == .list([.single("price>=10.0"), .anyOf(["size:1.0 TO 2.0", "size<5.0", "size>6.0"]), .single("rating>=4.0")]))
    #expect(set.tagFilters == .list([.anyOf(["t1", "-t2"])]))
    #expect(
      try read(try #require(set.facetFilters), .facetFilters)
        == F.expression(
          [F.facet("brand", "Apple"), F.facet("brand", "-Sony")], [F.facet("color", "red", not: true)],
          [F.facet("count", -12)]))
    #expect(
      try read(try #require(set.numericFilters), .numericFilters)
        == F.expression(
          [F.numeric("price", .greaterThanOrEqual, 10)],
          [F.range("size", 1, 2), F.numeric("size", .lessThan, 5), F.numeric("size", .greaterThan, 6)],
          [F.numeric("rating", .greaterThanOrEqual, 4)]))
  }

  @Test("what legacy parameters cannot say gives nil")
  func unwritable() {
    #expect(F.expression([F.facet("a", "x", score: 2)]).legacyFilters == nil)
    #expect(F.expression([F.facet("a:b", "x")]).legacyFilters == nil)
    #expect(F.expression([F.numeric("a<b", .equal, 1)]).legacyFilters == nil)
    #expect(F.expression([F.tag("\\-x")]).legacyFilters == nil)
    #expect(F.expression([F.tag("x"), F.facet("a", "b")]).legacyFilters == nil)
    #expect(FilterExpression().legacyFilters == LegacyFilterSet())
  }

  @Test("AND groups split into one legacy element per filter")
  func andGroups() {
    let expression = FilterExpression(groups: [FilterGroup([F.tag("a"), F.facet("b", "c")], combinator: .and)])
    #expect(expression.legacyFilters == LegacyFilterSet(facetFilters: .list([.single("b:c")]), tagFilters: .list([.single("a")])))
  }

  @Test("a query's filters, facetFilters, numericFilters and tagFilters combine with AND")
  func parametersCombine() throws {
    let parameters = SearchParameters(
      filters: "brand:Apple OR brand:Sony",
      facetFilters: .list([.single("color:red")]),
      numericFilters: .list([.single("price<10")]),
      tagFilters: .string("a,(b,c)"),
      optionalFilters: .list([.single("brand:Apple<score=2>")])
    )
    #expect(
      try parameters.filterExpression()
        == F.expression(
          [F.facet("brand", "Apple"), F.facet("brand", "Sony")], [F.facet("color", "red")],
          [F.numeric("price", .lessThan, 10)], [F.tag("a")], [F.tag("b"), F.tag("c")]))
    #expect(try SearchParameters().filterExpression() == FilterExpression())
  }

  @Test("a bad parameter is reported with the API's message")
  func parametersErrors() {
    #expect(throws: FilterParametersError.filters(FilterSyntaxError(message: "Unexpected token string(and) expected end of filter at col 2", column: 2))) {
      try SearchParameters(filters: "a and b").filterExpression()
    }
    do {
      _ = try SearchParameters(numericFilters: .list([.single("status=open")])).filterExpression()
      Issue.record("expected an error")
    } catch {
      #expect(error.description == "Invalid syntax for numeric condition:status=open")
      #expect(error == .legacy(.numericFilters, LegacyFilterError(message: "Invalid syntax for numeric condition:status=open")))
    }
  }
}
