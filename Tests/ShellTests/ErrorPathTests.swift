import Foundation
import InstantSearchCore
import SearchEngine
import SearchModel
import Testing

@testable import Shell

/// A command reports the failure of the searches it started, once; an error that already went
/// out through the searcher's `onError` (the live mode shows it on its status line) is not
/// reported again by a later command.
@Suite("One error path: a search's failure is reported once, by the command that started it", .timeLimit(.minutes(1)))
@MainActor
struct ErrorPathTests {
  @Test("next after a failed search that was already shown (then one that succeeded) loads the page")
  func shownErrorIsNotReportedAgain() async throws {
    let session = try await FacetValueShop.session(after: "stats\n")
    let base = try #require(session.search)
    // One search failed, then one succeeded, outside any command (as in the live mode).
    let service = UnhelpfulSearchService(base: base.service, behaviour: .answer)
    let context = SearchContext(service: service, indexName: base.indexName)
    session.open(context)
    service.isSwitchedOff.store(true, ordering: .relaxed)
    context.searcher.triggerSearch()
    await context.searcher.waitUntilIdle()
    #expect(context.statsController.stats == nil, "the failure went out through onError")
    service.isSwitchedOff.store(false, ordering: .relaxed)
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
    let failing = UnhelpfulSearchService(base: try LocalSearchService(paths: [directory]), behaviour: .answer)
    failing.isSwitchedOff.store(true, ordering: .relaxed)
    let run = try await ShellRun.script("query phone\n", name: "e.is", configure: { $0.keepGoing = true }) {
      $0.open(SearchContext(service: failing, indexName: "shop"))
    }
    #expect(run.errors == "e.is:1: the backend is switched off\n")
    #expect(run.output == "")
  }
}
