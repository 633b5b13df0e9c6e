import DemoData
import Foundation
import InstantSearchCore
import SearchBackend
import SearchEngine
import SearchModel
import Synchronization
import Testing

@testable import Shell

/// A small shop where `brand` is `searchable()` and `category` is not, with values that need
/// quoting, on which Tab must find facet values the session has never shown.
struct FacetValueShop {
  /// (name, brand, category) of each record.
  static let products: [(String, String, String)] = [
    ("iPhone", "Apple", "Cell Phones"),
    ("MacBook laptop", "Apple", "Laptops"),
    ("iPhone mini", "Apple", "Cell Phones"),
    ("Galaxy phone", "Samsung", "Cell Phones"),
    ("Envy laptop", "Hewlett Packard", "Laptops"),
    ("Learning Swift book", "O'Reilly", "Books"),
    ("Pro Swift book", "Apress", "Books"),
    ("Swift Data book", "Apress", "Books"),
  ]

  /// Builds the index in a new temporary directory; returns the directory.
  static func makeIndex() throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("shell-sffv-\(UUID().uuidString)").appendingPathComponent("shop").path
    let records: [JSONValue] = products.enumerated().map { index, product in
      .object([
        "objectID": .string("\(index + 1)"), "name": .string(product.0),
        "brand": .string(product.1), "category": .string(product.2),
      ])
    }
    let settings = IndexSettings(
      searchableAttributes: ["name"], attributesForFaceting: ["searchable(brand)", "category"])
    _ = try IndexImporter(directory: directory, settings: settings).importRecords(records)
    return directory
  }

  /// The session after `script` ran on the shop (the index directory is removed afterwards:
  /// the engine keeps it mapped).
  @MainActor
  static func session(after script: String) async throws -> ShellSession {
    let directory = try makeIndex()
    defer { try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent) }
    var captured: ShellSession?
    let run = try await ShellRun.script(script, name: "s.is", configure: { $0.indexDirectories = [directory] }) {
      captured = $0
    }
    #expect(run.errors == "")
    return try #require(captured)
  }
}

/// A backend that answers searches from `base` but whose facet searches and facet counts never
/// answer (until cancelled), fail at once, or are answered by `base` and counted; switched off
/// (`isSwitchedOff`), every search fails.
final class UnhelpfulSearchService: SearchService {
  enum Behaviour: Sendable { case hang, fail, answer }
  struct Failure: Error {}

  let base: any SearchService
  let behaviour: Behaviour
  /// How many facet lookups reached the backend.
  let calls = Atomic<Int>(0)
  /// While set, every search fails with `SwitchedOff`.
  let isSwitchedOff = Atomic<Bool>(false)

  struct SwitchedOff: Error, CustomStringConvertible {
    var description: String { "the backend is switched off" }
  }

  init(base: any SearchService, behaviour: Behaviour) {
    self.base = base
    self.behaviour = behaviour
  }

  /// Counts a facet lookup and hangs or fails, unless the behaviour is to answer.
  private func misbehave() async throws {
    calls.add(1, ordering: .relaxed)
    switch behaviour {
    case .answer: return
    case .hang: try await Task.sleep(for: .seconds(3600))
    case .fail: break
    }
    throw Failure()
  }

  private func checkSwitchedOn() throws {
    if isSwitchedOff.load(ordering: .relaxed) { throw SwitchedOff() }
  }

  func search(index: String, parameters: SearchParameters) async throws -> SearchResponse {
    try checkSwitchedOn()
    if parameters.hitsPerPage == 0 { try await misbehave() }
    return try await base.search(index: index, parameters: parameters)
  }

  func multiSearch(_ queries: [MultiSearchQuery], strategy: MultiSearchStrategy) async throws -> [MultiSearchResult] {
    try checkSwitchedOn()
    return try await base.multiSearch(queries, strategy: strategy)
  }

  func searchForFacetValues(_ request: FacetSearchRequest) async throws -> FacetSearchResponse {
    try checkSwitchedOn()
    try await misbehave()
    return try await base.searchForFacetValues(request)
  }

  func listIndexes() async throws -> [IndexInfo] { try await base.listIndexes() }

  func settings(index: String) async throws -> IndexSettings { try await base.settings(index: index) }
}

@Suite("Tab completes facet values from the backend (search for facet values)", .timeLimit(.minutes(2)))
@MainActor
struct FacetValueCompletionTests {
  /// A completer for `session` whose lookups may wait long: the shared machine can be slow, and
  /// an answer that comes early ends the wait at once.
  func makeCompleter(_ session: ShellSession, timeout: Duration = .seconds(30)) -> Completer {
    Completer(
      commands: session.table.syntax, data: session.completionData,
      facetValues: session.facetValueLookup(timeout: timeout))
  }

  func complete(_ completer: Completer, _ line: String) -> [String] {
    completer.complete(line: line, cursor: line.count).candidates
  }

  @Test("a value never shown in the session completes from its prefix, most frequent first")
  func neverShown() async throws {
    let session = try await FacetValueShop.session(after: "stats\n")
    #expect(session.completionData.facetValues["brand"] == nil)
    let completer = makeCompleter(session)
    // The attributes come from the index's settings, which no command has read yet.
    #expect(complete(completer, "refine ") == ["brand=", "category="])
    #expect(complete(completer, "refine brand=Ap") == ["brand=Apple", "brand=Apress"])
    #expect(complete(completer, "refine brand=App") == ["brand=Apple"])
    #expect(complete(completer, "unrefine brand=Sa") == ["brand=Samsung"])
    #expect(complete(completer, "sffv brand Hew") == ["Hewlett Packard"])
    #expect(complete(completer, "refine brand=Zz").isEmpty)
    // Without a lookup, only the values seen are offered, as before.
    let offline = Completer(commands: session.table.syntax, data: session.completionData)
    #expect(complete(offline, "refine brand=Ap").isEmpty)
  }

  @Test("an attribute that is not searchable() completes from a facet count query")
  func notSearchable() async throws {
    let session = try await FacetValueShop.session(after: "stats\n")
    let completer = makeCompleter(session)
    #expect(complete(completer, "refine category=") == ["category=Books", "category=Cell Phones", "category=Laptops"])
    #expect(complete(completer, "refine category=L") == ["category=Laptops"])
  }

  @Test("values with blanks and quotes are inserted quoted so that the lexer reads them back")
  func quoting() async throws {
    let session = try await FacetValueShop.session(after: "stats\n")
    let completer = makeCompleter(session)
    for (line, value) in [
      ("refine brand=Hew", "brand=Hewlett Packard"), ("refine brand=O", "brand=O'Reilly"),
      ("refine 'brand=O", "brand=O'Reilly"), ("refine \"category=Cell", "category=Cell Phones"),
    ] {
      let result = completer.complete(line: line, cursor: line.count)
      #expect(result.candidates == [value])
      let completed = line + (result.suffixes.first ?? "")
      #expect(Lexer.lex(completed).pieces.first?.words.last?.value == value, "\(completed)")
      let replaced = String(line.prefix(result.wordStart)) + (result.replacements.first ?? "")
      #expect(Lexer.lex(replaced).pieces.first?.words.last?.value == value, "\(replaced)")
    }
    // Without a quote typed, the word comes back in quotes, not backslashes (the README's promise).
    #expect(completer.complete(line: "refine brand=Hew", cursor: 16).replacements == ["brand='Hewlett Packard'"])
    #expect(completer.complete(line: "refine brand=O", cursor: 14).replacements == [#"brand='O'\''Reilly'"#])
    #expect(completer.complete(line: "sffv brand Hew", cursor: 14).replacements == ["'Hewlett Packard'"])
    // A quote the user opened is closed; a value needing no quotes is left bare.
    #expect(completer.complete(line: "refine 'brand=Hew", cursor: 17).replacements == ["'brand=Hewlett Packard'"])
    #expect(completer.complete(line: "refine brand=Sam", cursor: 16).replacements == ["brand=Samsung"])
    #expect(complete(completer, "sffv brand O") == ["O'Reilly"])
    #expect(completer.complete(line: "sffv brand O", cursor: 12).suffixes == [#"\'Reilly"#])
  }

  @Test("the values honour the query and other refinements, but not the attribute's own OR refinements")
  func honoursRefinements() async throws {
    let books = try await FacetValueShop.session(after: "refine category=Books\n")
    #expect(complete(makeCompleter(books), "refine brand=Ap") == ["brand=Apress"])
    #expect(complete(makeCompleter(books), "refine brand=A") == ["brand=Apress"])

    let laptops = try await FacetValueShop.session(after: "query laptop\n")
    #expect(complete(makeCompleter(laptops), "refine category=") == ["category=Laptops"])
    #expect(complete(makeCompleter(laptops), "refine brand=") == ["brand=Apple", "brand=Hewlett Packard"])

    // brand is refined in an OR group: like Algolia's SFFV for a disjunctive facet, its own
    // refinement is left out, so the other brands stay offered.
    let apple = try await FacetValueShop.session(after: "refine brand=Apple\n")
    let lookup = try #require(apple.facetValueLookup(timeout: .seconds(30)))
    #expect(lookup.values(of: "brand", startingWith: "Ap") == ["Apple", "Apress"])
    #expect(lookup.values(of: "category", startingWith: "") == ["Cell Phones", "Laptops"])
    // With AND, the refinement narrows the brands like any other.
    let and = try await FacetValueShop.session(after: "facet-config brand --op and\nrefine brand=Apple\n")
    let narrowed = try #require(and.facetValueLookup(timeout: .seconds(30)))
    #expect(narrowed.values(of: "brand", startingWith: "Ap") == ["Apple"])
  }

  /// The prompt's facet value query of `session`, through a backend that behaves as `behaviour`.
  func unhelpfulQuery(
    _ session: ShellSession, _ behaviour: UnhelpfulSearchService.Behaviour, searchableAttributes: Set<String>?
  ) throws -> (service: UnhelpfulSearchService, query: FacetValueQuery) {
    let search = try #require(session.search)
    let service = UnhelpfulSearchService(base: search.service, behaviour: behaviour)
    let query = FacetValueQuery(
      service: service, request: search.searcher.request, filters: search.filterState.snapshot,
      searchableAttributes: searchableAttributes)
    return (service, query)
  }

  @Test("a backend that never answers gives no values after the wait, the values seen still complete")
  func slowBackend() async throws {
    let session = try await FacetValueShop.session(after: "facets brand\n")
    let (service, query) = try unhelpfulQuery(session, .hang, searchableAttributes: nil)
    let lookup = FacetValueLookup(query: query, timeout: .milliseconds(50))
    let completer = Completer(commands: session.table.syntax, data: session.completionData, facetValues: lookup)
    #expect(complete(completer, "refine category=").isEmpty)
    #expect(Set(complete(completer, "refine brand=Ap")) == ["brand=Apple", "brand=Apress"])
    // A second Tab on the same word waits for the same search instead of starting another one:
    // decided when the Tab is pressed, so it is checked at once, not by waiting for a third call.
    #expect(complete(completer, "refine category=").isEmpty)
    #expect(lookup.searchesStarted == 2)
    // Each search started reaches the backend once (and hangs there).
    for _ in 0..<1000 where service.calls.load(ordering: .relaxed) < 2 { try await Task.sleep(for: .milliseconds(10)) }
    #expect(service.calls.load(ordering: .relaxed) == 2)

    // Ctrl-C ends even a long wait at once.
    let interrupted = FacetValueLookup(query: query, timeout: .seconds(3600), isInterrupted: { true })
    #expect(interrupted.values(of: "category", startingWith: "") == nil)
  }

  @Test("a failing backend gives no values at once, and is not asked again for the same word")
  func failingBackend() async throws {
    let session = try await FacetValueShop.session(after: "stats\n")
    let (service, query) = try unhelpfulQuery(session, .fail, searchableAttributes: ["brand"])
    // An hour's timeout: only the failure can end the wait.
    let lookup = FacetValueLookup(query: query, timeout: .seconds(3600))
    let completer = Completer(commands: session.table.syntax, data: session.completionData, facetValues: lookup)
    #expect(complete(completer, "refine brand=Ap").isEmpty)
    #expect(complete(completer, "refine brand=Ap").isEmpty)
    #expect(complete(completer, "refine category=C").isEmpty)
    #expect(service.calls.load(ordering: .relaxed) == 2)
  }

  @Test("an answer with every value serves longer prefixes without asking the backend again")
  func completeAnswersAreReused() async throws {
    let session = try await FacetValueShop.session(after: "stats\n")
    let (service, query) = try unhelpfulQuery(session, .answer, searchableAttributes: ["brand"])
    let lookup = FacetValueLookup(query: query, timeout: .seconds(30))
    let all = ["Apple", "Apress", "Hewlett Packard", "O'Reilly", "Samsung"]
    #expect(lookup.values(of: "brand", startingWith: "") == all)
    #expect(lookup.values(of: "brand", startingWith: "Ap") == all)
    #expect(lookup.values(of: "category", startingWith: "B") == ["Books", "Cell Phones", "Laptops"])
    #expect(lookup.values(of: "category", startingWith: "") == ["Books", "Cell Phones", "Laptops"])
    #expect(service.calls.load(ordering: .relaxed) == 2)
  }
}

@Suite("Tab completes menu paths from the backend", .timeLimit(.minutes(2)))
@MainActor
struct MenuPathCompletionTests {
  /// The session after `script` ran on the hierarchical shop.
  func session(after script: String) async throws -> ShellSession {
    let directory = try HierarchicalShop().makeIndex()
    defer { try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent) }
    var captured: ShellSession?
    _ = try await ShellRun.script(script, name: "m.is", configure: { $0.indexDirectories = [directory] }) {
      captured = $0
    }
    return try #require(captured)
  }

  @Test("menu ATTR 'prefix<Tab> finds paths of every level before the menu was ever shown")
  func neverShown() async throws {
    let session = try await session(after: "stats\n")
    #expect(session.completionData.facetValues["cat.lvl1"] == nil)
    let completer = Completer(
      commands: session.table.syntax, data: session.completionData,
      facetValues: session.facetValueLookup(timeout: .seconds(30)))
    let line = "menu cat 'Clothing > W"
    #expect(completer.complete(line: line, cursor: line.count).candidates
      == ["Clothing > Women", "Clothing > Women > Dresses", "Clothing > Women > Shoes"])
    let book = "menu cat Book\\ >\\ C"
    #expect(completer.complete(line: book, cursor: book.count).candidates == ["Book > Comics"])
  }

  @Test("the menu's own selected path does not narrow its paths; other refinements do")
  func selectedPath() async throws {
    let session = try await session(after: "menu cat Clothing\nrefine brand=B\n")
    let lookup = try #require(session.facetValueLookup(timeout: .seconds(30)))
    // Brand B only: no Women > Shoes, no Furniture; Book paths stay although Clothing is selected.
    #expect(lookup.values(of: "cat.lvl1", startingWith: "") == ["Book > Comics", "Book > Fiction", "Clothing > Men", "Clothing > Women"])
    #expect(lookup.values(of: "cat.lvl0", startingWith: "") == ["Book", "Clothing"])
  }
}

@Suite("Tab completes facet values of the demo index never shown in the session", .timeLimit(.minutes(5)))
@MainActor
struct DemoFacetValueCompletionTests {
  @Test("refine brand=<prefix> finds the demo's least frequent brand before any facets were shown")
  func rareBrand() async throws {
    var captured: ShellSession?
    let run = try await ShellRun.script("stats\n", prepare: { captured = $0 })
    #expect(run.status == 0)
    let session = try #require(captured)
    var counts: [String: Int] = [:]
    for record in DemoCatalog.records(count: DemoIndexStore.recordCount) {
      if case .string(let brand)? = record["brand"] { counts[brand, default: 0] += 1 }
    }
    let rarest = try #require(counts.min { $0.value != $1.value ? $0.value < $1.value : $0.key < $1.key })
    let prefix = String(rarest.key.prefix(3))
    let completer = Completer(
      commands: session.table.syntax, data: session.completionData,
      facetValues: session.facetValueLookup(timeout: .seconds(60)))
    let line = "refine brand=\(prefix)"
    let candidates = completer.complete(line: line, cursor: line.count).candidates
    #expect(candidates.contains("brand=\(rarest.key)"))
    let expected = counts.keys.filter { $0.hasPrefix(prefix) }.map { "brand=\($0)" }.sorted()
    #expect(candidates.sorted() == expected)
  }
}
