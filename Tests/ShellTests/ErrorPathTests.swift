import Foundation
import InstantSearchCore
import SearchBackend
import SearchEngine
import SearchModel
import Synchronization
import Testing

@testable import Shell

/// A command reports the failure of the searches it started, once; an error that already went
/// out through the searcher's `onError` (the live mode shows it on its status line) is not
/// reported again by a later command.
/// The shop's backend, failing every request while `isFailing` is set.
final class SwitchedOffService: SearchService {
  let base: any SearchService
  let isFailing = Mutex(false)
  struct Failure: Error, CustomStringConvertible {
    var description: String { "the backend is switched off" }
  }

  init(base: any SearchService) { self.base = base }

  private func check() throws { if isFailing.withLock({ $0 }) { throw Failure() } }

  func search(index: String, parameters: SearchParameters) async throws -> SearchResponse {
    try check()
    return try await base.search(index: index, parameters: parameters)
  }

  func multiSearch(_ queries: [MultiSearchQuery], strategy: MultiSearchStrategy) async throws -> [MultiSearchResult] {
    try check()
    return try await base.multiSearch(queries, strategy: strategy)
  }

  func searchForFacetValues(_ request: FacetSearchRequest) async throws -> FacetSearchResponse {
    try check()
    return try await base.searchForFacetValues(request)
  }

  func listIndexes() async throws -> [IndexInfo] { try await base.listIndexes() }

  func settings(index: String) async throws -> IndexSettings { try await base.settings(index: index) }
}

@Suite("One error path: a search's failure is reported once, by the command that started it", .timeLimit(.minutes(1)))
@MainActor
struct ErrorPathTests {
  @Test("next after a failed search that was already shown (then one that succeeded) loads the page")
  func shownErrorIsNotReportedAgain() async throws {
    let session = try await FacetValueShop.session(after: "stats\n")
    let base = try #require(session.search)
    // One search failed, then one succeeded, outside any command (as in the live mode).
    let service = SwitchedOffService(base: base.service)
    let context = SearchContext(service: service, indexName: base.indexName)
    session.open(context)
    service.isFailing.withLock { $0 = true }
    context.searcher.triggerSearch()
    await context.searcher.waitUntilIdle()
    #expect(context.statsController.stats == nil, "the failure went out through onError")
    service.isFailing.withLock { $0 = false }
    context.searcher.request.parameters.hitsPerPage = 2
    context.searcher.triggerSearch()
    await context.searcher.waitUntilIdle()
    #expect(context.statsController.stats?.totalHitsCount == FacetValueShop.products.count)

    try await session.runTimed(try #require(StatementParser.statements(in: "next").first))
    #expect(session.lastFailure == nil)
    #expect(session.printer.lastOutput.hasPrefix("  3. "))
  }

  @Test("a command whose search fails prints its error once, on one line, and nothing else")
  func failureReportedOnce() async throws {
    let directory = try FacetValueShop.makeIndex()
    defer { try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent) }
    let failing = SwitchedOffService(base: try LocalSearchService(paths: [directory]))
    failing.isFailing.withLock { $0 = true }
    let run = try await ShellRun.script("query phone\n", name: "e.is", configure: { $0.keepGoing = true }) {
      $0.open(SearchContext(service: failing, indexName: "shop"))
    }
    #expect(run.errors == "e.is:1: the backend is switched off\n")
    #expect(run.output == "")
  }
}
