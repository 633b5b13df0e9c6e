import SearchModel
import Testing

@testable import SearchEngine

/// A search superseded while one of its long stages runs (matching a broad prefix, a ranking pass,
/// facet counting over a million candidates) stops inside that stage: each stage gives up with a
/// partial result, which the executor never answers (`SearchCancellationTests`).
@Suite("A cancelled task's matching and ranking give up inside the stage")
struct SearchCancellationInsideStagesTests {
  let service: LocalSearchService

  init() throws {
    service = try TestIndex.service(
      (0..<600).map { i in ["objectID": .string("\(i)"), "title": .string("red shirt \(i % 7) size\(i % 13)")] })
  }

  /// Runs `body` in a task cancelled before it starts.
  private func cancelled<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return body()
    }.value
  }

  @Test("the matcher finds no candidates for a cancelled task, and all of them otherwise")
  func matcherStops() async throws {
    let snapshot = try service.indexView("items").snapshot
    let plan = QueryPlan("shirt size", options: QueryOptions())
    let termMatches = plan.words.map { TermMatcher.matches(for: $0, in: snapshot.dictionary) }
    @Sendable func candidates() -> Int {
      PlanMatcher.match(plan: plan, termMatches: termMatches, snapshot: snapshot, filter: nil, gate: FieldGate()).count
    }
    #expect(candidates() == 600)
    let stopped = await cancelled { candidates() }
    #expect(stopped == 0)
  }

  @Test("the ranking's selection passes stop for a cancelled task: no page")
  func rankerStops() async throws {
    let snapshot = try service.indexView("items").snapshot
    let plan = QueryPlan("shirt size", options: QueryOptions())
    let words = plan.words
    let termMatches = words.map { TermMatcher.matches(for: $0, in: snapshot.dictionary) }
    let matches = PlanMatcher.match(
      plan: plan, termMatches: termMatches, snapshot: snapshot, filter: nil, gate: FieldGate())
    @Sendable func pageSize() -> Int {
      Ranker(
        snapshot: snapshot, settings: snapshot.settings, matches: matches, words: words, geo: nil, filterScores: nil,
        exactOnSingleWord: "attribute"
      ).top(5).count
    }
    #expect(pageSize() == 5)
    let stopped = await cancelled { pageSize() }
    #expect(stopped == 0)
  }
}
