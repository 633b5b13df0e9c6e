import Testing

@testable import Shell

/// Issue 11, item 1: a refinement the backend refuses used to stay in the filter state and make
/// every later search fail until `clear ATTR`.
@Suite("A refinement or parameter the backend refuses is rolled back")
@MainActor
struct RefusedRefinementTests {
  func run(_ script: String, json: Bool = false) async throws -> ShellRun {
    try await ShellRun.script(script, name: "t.is") {
      $0.keepGoing = true
      $0.json = json
    }
  }

  @Test("refine on an attribute not declared for faceting: refused with the refine: prefix, then the session searches as before")
  func refineRolledBack() async throws {
    let run = try await self.run(
      """
      set hitsPerPage 1
      query phone
      refine brand=Apple
      refine nosuch=foo
      stats
      facets brand --limit 1
      filters
      expect filters '( "brand":"Apple" )'
      expect hits 37
      """)
    #expect(
      run.errors
        == "t.is:4: refine: nosuch=foo refused: Invalid filter: attribute nosuch is not declared in attributesForFaceting; nothing changed\n"
    )
    #expect(run.output.withoutCountBars.hasSuffix("37 results\n[x] Apple 37\nor<brand>(facet): Apple\nfilters: ( \"brand\":\"Apple\" )\n"))
  }

  @Test("a mistyped facet attribute gets a did-you-mean, in refine and in facets, instead of the import advice")
  func mistypedAttribute() async throws {
    let run = try await self.run("refine brnd=Apple\nfacets brnad\nrefine brand=Apple\nexpect hits 189\n")
    #expect(
      run.errors == """
        t.is:1: refine: brnd=Apple refused: Invalid filter: attribute brnd is not declared in attributesForFaceting; \
        nothing changed; did you mean brand?
        t.is:2: facets: brnad is not in attributesForFaceting; did you mean brand?

        """)
  }

  @Test(
    "filter, toggle, menu and set: each refused change is undone and named in the error",
    arguments: [
      ("filter 'nosuch:3'", "filter: 'nosuch:3' refused: "),
      ("toggle nosuch=1", "toggle: nosuch=1 refused: "),
      ("menu nosuch 'a > b' --levels 2", "menu: nosuch 'a > b' refused: "),
      ("set hitsPerPage 5000", "set: hitsPerPage 5000 refused: "),
    ])
  func othersRolledBack(command: String, prefix: String) async throws {
    let run = try await self.run(
      "set hitsPerPage 2\nquery phone\nrefine brand=Apple\n\(command)\nstats\nexpect filters '( \"brand\":\"Apple\" )'\nexpect hits 37\nget hitsPerPage\n")
    let lines = run.errors.split(separator: "\n").map(String.init)
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("t.is:4: \(prefix)") == true)
    #expect(lines.first?.hasSuffix("; nothing changed") == true)
    #expect(run.output.hasSuffix("37 results\nhitsPerPage = 2\n"))
  }

  @Test("the results shown after a refused refinement are those before it, in JSON too")
  func resultsBack() async throws {
    let run = try await self.run("set hitsPerPage 1\nquery phone\nrefine nosuch=foo\nhits\n", json: true)
    // In JSON the error is a document of the output, between the query's and the hits'.
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines[2].hasPrefix("{\"error\":{\"message\":\"refine: nosuch=foo refused: "))
    #expect(lines[3] == lines[1].split(separator: ",\"hits\":").last.map { "{\"hits\":" + $0 })
  }
}
