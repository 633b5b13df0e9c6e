import Testing

@testable import Shell

@Suite("set on the embedded engine: honoured parameters work, refused ones fail in one line, no-ops say so")
@MainActor
struct SetParameterTests {
  @Test("a parameter the engine does not honour is refused in one line and the search state is kept")
  func refused() async throws {
    let run = try await ShellRun.keepGoing("set hitsPerPage 3\nset decompoundQuery true\nset hitsPerPag 3\nquery phone\nexpect hits >= 100\n")
    #expect(
      run.errors == """
        t.is:2: set: Unknown parameter: decompoundQuery (Algolia's parameter, not honoured by the embedded engine: \
        no decompounding; see 'instantsearch conformance')
        t.is:3: set: Unknown parameter: hitsPerPag

        """)
  }

  @Test("filters is refused, pointing to filter: refinements would replace it unchecked")
  func filtersBelongToTheFilterState() async throws {
    let run = try await ShellRun.keepGoing(
      "refine brand=Samsung\nset filters 'price <'\nset filters 'price < 30'\nfilter 'price < 30'\nexpect filters '( \"brand\":\"Samsung\" ) AND ( \"price\" < 30.0 )'\n")
    #expect(
      run.errors == """
        t.is:2: set: filters is the filter state's (refine, filter, range, tag, toggle, menu): \
        add a condition with filter 'price <', remove them with clear --all
        t.is:3: set: filters is the filter state's (refine, filter, range, tag, toggle, menu): \
        add a condition with filter 'price < 30', remove them with clear --all

        """)
  }

  @Test("a new hitsPerPage starts the results over: next and page count in pages of the new size")
  func hitsPerPageStartsOver() async throws {
    let run = try await ShellRun.keepGoing(
      """
      query phone case
      next
      set hitsPerPage 2
      get page
      next
      expect hit 3 objectID=6511
      page 3
      expect hit 7 objectID=4601
      set typoTolerance false
      get page

      """)
    #expect(run.errors == "")
    let rows = run.output.split(separator: "\n").compactMap { line in
      line.wholeMatch(of: /\s*(\d+)\. .*/).map { Int($0.1)! }
    }
    #expect(rows == Array(1...40) + [3, 4, 7, 8])
    #expect(run.output.components(separatedBy: "page = 0\n").count == 3)
  }

  @Test("a bad value gets Algolia's wording in one line")
  func badValue() async throws {
    let run = try await ShellRun.keepGoing("set queryType prefixSome\nset removeWordsIfNoResults sometimes\n")
    #expect(
      run.errors == """
        t.is:1: set: Invalid value for "queryType" parameter, expected one of "prefixLast", "prefixAll", "prefixNone"
        t.is:2: set: Invalid value for "removeWordsIfNoResults" parameter, expected one of "none", "lastWords", "firstWords", "allOptional"

        """)
  }

  @Test("a JSON list whose quotes the shell removed is refused, saying to quote it; quoted, it is set")
  func unquotedList() async throws {
    let run = try await ShellRun.keepGoing(
      "set attributesToRetrieve [\"name\"]\nget attributesToRetrieve\nset attributesToRetrieve '[\"name\"]'\nget attributesToRetrieve\n")
    #expect(
      run.errors == """
        t.is:1: set: attributesToRetrieve: [name] is not JSON (the shell removes unescaped quotes): \
        quote the whole value, as in set attributesToRetrieve '["a","b"]'

        """)
    #expect(!run.output.contains("[name]"))
    #expect(run.output.contains(#"attributesToRetrieve = ["name"]"#))
  }

  @Test("a documented no-op is accepted with a one-line note")
  func noOp() async throws {
    let run = try await ShellRun.keepGoing("set analytics false\n")
    #expect(run.errors == "")
    #expect(
      run.output.contains(
        "note: analytics is accepted and has no effect on the embedded engine "
          + "(no analytics, personalization, A/B tests or AI on one machine)\n"))
  }

  @Test("the issue's session: advancedSyntax excludes, removeWordsIfNoResults relaxes, optionalWords widens")
  func issueSession() async throws {
    let run = try await ShellRun.keepGoing(
      """
      query "phone case" -samsung
      expect hits 28
      set advancedSyntax true
      query "phone case" -samsung
      expect hits 92
      set advancedSyntax false
      query phone zzzzqqq
      expect hits 0
      set removeWordsIfNoResults allOptional
      query phone zzzzqqq
      expect hits 394
      set removeWordsIfNoResults none
      query phone case
      expect hits 140
      set optionalWords phone
      query phone case
      expect hits 1427

      """)
    #expect(run.errors == "")
  }
}
