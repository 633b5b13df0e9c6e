import Testing
import SearchModel
@testable import InstantSearchCore

@MainActor
@Suite("Searches are sequenced: stale responses are dropped")
struct SequencingTests {
  /// A backend that answers each call when the spec says, fresh for each spec.
  let service = ControllableSearchService()
  /// The searcher on it.
  let searcher: HitsSearcher

  init() {
    searcher = HitsSearcher(service: service, indexName: "i")
  }

  /// Starts two searches ("a" then "ab") and returns their calls, keyed by query.
  func startTwoSearches() async -> (
    first: ControllableSearchService.PendingCall, second: ControllableSearchService.PendingCall, tasks: [Task<Void, Never>]
  ) {
    searcher.query = "a"
    let first = searcher.triggerSearch()
    searcher.query = "ab"
    let second = searcher.triggerSearch()
    var calls: [String: ControllableSearchService.PendingCall] = [:]
    var iterator = service.requests.makeAsyncIterator()
    while calls.count < 2, let call = await iterator.next() {
      calls[call.query ?? ""] = call
    }
    return (calls["a"]!, calls["ab"]!, [first, second])
  }

  @Test("A newer response arriving first makes the older one stale")
  func newerFirst() async throws {
    let results = Recorder<String?>(recording: searcher.onResults) { response in response.query }
    let (first, second, tasks) = await startTwoSearches()
    #expect(searcher.isLoading)

    second.respond(SearchResponse(query: "ab"))
    await tasks[1].value
    first.respond(SearchResponse(query: "a"))
    await tasks[0].value

    #expect(results.values == ["ab"])
    #expect(!searcher.isLoading)
  }

  @Test("Responses arriving in order are all delivered, in order")
  func inOrder() async {
    let results = Recorder<String?>(recording: searcher.onResults) { response in response.query }
    let (first, second, tasks) = await startTwoSearches()
    first.respond(SearchResponse(query: "a"))
    await tasks[0].value
    second.respond(SearchResponse(query: "ab"))
    await tasks[1].value
    #expect(results.values == ["a", "ab"])
  }

  @Test("A backend computing on this machine (concurrentSearchLimit 1): a newer search cancels the one in flight")
  func oneAtATime() async {
    let service = ControllableSearchService(concurrentSearchLimit: 1)
    let searcher = HitsSearcher(service: service, indexName: "i")
    let results = Recorder<String?>(recording: searcher.onResults) { response in response.query }
    searcher.query = "a"
    let first = searcher.triggerSearch()
    var iterator = service.requests.makeAsyncIterator()
    let firstCall = await iterator.next()
    searcher.query = "ab"
    let second = searcher.triggerSearch()
    let secondCall = await iterator.next()
    // The first answer comes first, yet it is never shown: its search was cancelled when the
    // second started (with three allowed, `inOrder` shows both).
    firstCall?.respond(SearchResponse(query: "a"))
    await first.value
    #expect(results.values.isEmpty)
    secondCall?.respond(SearchResponse(query: "ab"))
    await second.value
    #expect(results.values == ["ab"])
    #expect(!searcher.isLoading)
  }

  @Test("A stale error is dropped too; a current error reaches onError with its request")
  func errors() async {
    let errors = Recorder<RequestError<HitsSearchRequest>>(recording: searcher.onError) { $0 }
    let (first, second, tasks) = await startTwoSearches()
    second.fail(APIError.badRequest("boom"))
    await tasks[1].value
    first.fail(APIError.badRequest("stale"))
    await tasks[0].value
    #expect(errors.values.map(\.description) == ["boom"])
    #expect(errors.values.first?.request.parameters.query == "ab")
  }

  @Test("Loading is reported once when searches start and once when the last one ends")
  func loading() async {
    let loading = Recorder<Bool>(recording: searcher.onLoadingChanged) { $0 }
    let (first, second, tasks) = await startTwoSearches()
    first.respond(SearchResponse(query: "a"))
    await tasks[0].value
    second.respond(SearchResponse(query: "ab"))
    await tasks[1].value
    #expect(loading.values == [true, false])
  }

  @Test("cancel() stops delivery of everything in flight")
  func cancel() async {
    let results = Recorder<String?>(recording: searcher.onResults) { response in response.query }
    let (first, second, tasks) = await startTwoSearches()
    searcher.cancel()
    first.respond(SearchResponse(query: "a"))
    second.respond(SearchResponse(query: "ab"))
    for task in tasks { await task.value }
    #expect(results.values.isEmpty)
    #expect(!searcher.isLoading)
  }
}
