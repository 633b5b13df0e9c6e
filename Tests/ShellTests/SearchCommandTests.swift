import Testing

@testable import Shell

@Suite("Search commands on the demo index: behaviour and one-line errors")
@MainActor
struct SearchCommandTests {
  @Test("next grows the list page by page and says when there is no more")
  func nextPages() async throws {
    let run = try await ShellRun.keepGoing("set hitsPerPage 2\nquery zzzzqqq\nnext\nquery phone\nnext\nhits\n")
    #expect(run.errors == "t.is:3: next: no more pages (the results have 0 pages)\n")
    let numbers = run.output.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.contains(". ") && !$0.hasPrefix("     ") }
    #expect(numbers.map { $0.trimmingBlanks().prefix(2) } == ["1.", "2.", "3.", "4.", "1.", "2.", "3.", "4."])
  }

  @Test("next before any search says to search first, not that the results have no pages")
  func nextBeforeSearching() async throws {
    let run = try await ShellRun.keepGoing("next\nquery phone\nnext\n")
    #expect(run.errors == "t.is:1: next: nothing searched yet: run query first\n")
    #expect(run.output.contains(" 21. "))
  }

  @Test("refine toggles; unrefine of a value not refined is an error; clear empties the filters")
  func refineToggles() async throws {
    let run = try await ShellRun.keepGoing(
      "refine brand=Apple\nexpect filters '( \"brand\":\"Apple\" )'\nrefine brand=Apple\nexpect filters\nunrefine brand=Apple\nrefine brand=Apple\nclear\nexpect filters\n")
    #expect(run.errors == "t.is:5: unrefine: brand=Apple is not refined\n")
  }

  @Test("single selection mode replaces the value; the filters command shows groups and the string")
  func singleMode() async throws {
    let run = try await ShellRun.keepGoing("facet-config category --mode single\nrefine category=Books\nrefine category=Toys\nfilters\n")
    #expect(run.errors == "")
    #expect(run.output.hasSuffix("or<category>(facet): Toys\nfilters: ( \"category\":\"Toys\" )\n"))
  }

  @Test("facets lists refined values first by default, so a refinement with no results is not cut off by --limit")
  func refinedValuesFirst() async throws {
    let run = try await ShellRun.keepGoing("set hitsPerPage 1\nquery blender\nrefine brand=Nosuchbrand\nfacets brand --limit 2\n")
    #expect(run.errors == "")
    let lines = run.output.withoutCountBars.split(separator: "\n").suffix(2)
    #expect(lines.first == "[x] Nosuchbrand 0")
    #expect(lines.last?.hasPrefix("[ ] ") == true)
  }

  @Test("refinement lists default to multiple selection with OR (InstantSearch.js's refinementList): disjunctive counts")
  func disjunctiveByDefault() async throws {
    let run = try await ShellRun.keepGoing(
      """
      query phone
      facet-config brand
      facets brand --limit 100
      refine brand=Apple
      refine brand=Sony
      expect filters '( "brand":"Apple" OR "brand":"Sony" )'
      expect hits 95
      expect facet brand Apple 37
      expect facet brand Sony 58
      expect facet brand Samsung 130
      facet-config brand --op and
      expect filters '( "brand":"Apple" AND "brand":"Sony" )'
      expect hits 0
      """)
    #expect(run.errors == "")
    #expect(run.output.contains("brand: mode multiple, operator or\n"))
    // The counts before refining are the counts after: the brand's own refinements do not narrow them.
    #expect(run.output.withoutCountBars.contains("[ ] Samsung 130\n"))
    #expect(run.output.contains("[x] Samsung") == false)
  }

  @Test("numeric filters, ranges, toggles and tags end up in the filters string")
  func numericAndToggles() async throws {
    let run = try await ShellRun.keepGoing(
      "filter 'rating >= 4'\nrange price 10..100\ntoggle free_shipping=true\ntag bestseller\nexpect filters '( \"_tags\":\"bestseller\" ) AND ( \"free_shipping\":true ) AND ( \"price\":10.0 TO 100.0 ) AND ( \"rating\" >= 4.0 )'\n")
    #expect(run.errors == "")
    #expect(run.status == 0)
  }

  @Test("backend and parameter errors are one line in the backend's own words")
  func backendErrors() async throws {
    let run = try await ShellRun.keepGoing("set page x\nindex nope\nindex\nfilter 'price <'\nrange price 5..1\n")
    let lines = run.errors.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines[0] == "t.is:1: set: Invalid value for \"page\" parameter, expected integer")
    #expect(lines[1] == "t.is:2: index: Index nope does not exist (indexes: products, products_price_asc, products_price_desc)")
    #expect(lines[2].hasPrefix("t.is:4: filter: "))
    #expect(lines[3].hasPrefix("t.is:5: range: the range must read LOW..HIGH"))
    #expect(run.output.contains("products\n"))
  }

  @Test("set takes negative and JSON values; get shows them")
  func setAndGet() async throws {
    let run = try await ShellRun.keepGoing("set attributesToRetrieve '[\"name\"]'\nget attributesToRetrieve\nset hitsPerPage 4\nget hitsPerPage\n")
    #expect(run.errors == "")
    #expect(run.output.contains("attributesToRetrieve = [\"name\"]\n"))
    #expect(run.output.contains("hitsPerPage = 4\n"))
  }

  @Test("sort lists the replicas and switches to one; the cheapest hit comes first")
  func sortByReplica() async throws {
    let run = try await ShellRun.keepGoing("sort\nsort products_price_asc\nhits\nsort nope\n")
    #expect(run.output.hasPrefix("* products\n  products_price_asc\n  products_price_desc\n"))
    #expect(run.errors.hasPrefix("t.is:4: sort: 'nope' is not a sort of products"))
  }

  @Test("expect failures say what was expected and what was found")
  func expectations() async throws {
    let run = try await ShellRun.keepGoing("query phone\nexpect hits 3\nexpect hits >= 1\nexpect hit 1 brand=Nobody\nexpect facet brand Apple 3\nexpect bogus\n")
    let lines = run.errors.split(separator: "\n").map(String.init)
    #expect(lines[0] == "t.is:2: expect hits: expected 3, found 394")
    #expect(lines[1] == "t.is:4: expect hit: expected brand=Nobody in hit 1, found brand=Razer")
    #expect(lines[2].hasPrefix("t.is:5: expect facet: expected counts for brand, found none"))
    #expect(lines[3].hasPrefix("t.is:6: expect: unknown subject 'bogus'"))
  }
}

@Suite("Infinite scrolling through the hits interactor")
@MainActor
struct InfiniteScrollingTests {
  /// `  1. title` or ` 10. title`: a numbered hit row.
  nonisolated static func isRow(_ line: Substring) -> Bool {
    let trimmed = line.drop { $0 == " " }
    return line.count - trimmed.count <= 3 && trimmed.first?.isNumber == true && trimmed.contains(". ")
  }

  @Test("with an offset, showing the last rows loads the next page; off, only next does")
  func offset() async throws {
    let on = try await ShellRun.script("set hitsPerPage 5\nset infiniteScrollOffset 2\nquery phone\nhits\n")
    let rowsOn = on.output.split(separator: "\n").filter(Self.isRow)
    #expect(on.errors == "")
    #expect(rowsOn.count == 5 + 10)
    let off = try await ShellRun.script("set hitsPerPage 5\nquery phone\nhits\n")
    let rowsOff = off.output.split(separator: "\n").filter(Self.isRow)
    #expect(rowsOff.count == 5 + 5)
  }
}

@Suite("Colour in output")
@MainActor
struct ColourOutputTests {
  @Test("--color always highlights matches with escape sequences; the default into a pipe has none")
  func colour() async throws {
    let coloured = try await ShellRun.script("query phone\n") { $0.color = .always }
    #expect(coloured.output.contains("\u{1B}[1;33mPhone\u{1B}[0m"))
    let plain = try await ShellRun.script("query phone\n")
    #expect(!plain.output.contains("\u{1B}["))
    #expect(plain.output.contains("*Phone*"))
  }
}
