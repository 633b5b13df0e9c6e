import InstantSearchCore
import SearchBackend
import SearchModel
import Synchronization

/// A service whose answers the test releases by hand, in any order: no timing involved.
///
/// Each call is announced on `requests`; the test picks it up and resumes it with a response
/// or an error whenever it wants.
final class ControllableSearchService: SearchService {
  /// One call waiting for the test to answer it.
  struct PendingCall: Sendable {
    let queries: [MultiSearchQuery]
    let continuation: CheckedContinuation<[MultiSearchResult], any Error>

    var query: String? { queries.first?.parameters.query }
    var page: Int? { queries.first?.parameters.page }

    func respond(_ response: SearchResponse) {
      continuation.resume(returning: queries.indices.map { _ in .hits(response) })
    }

    func fail(_ error: any Error) {
      continuation.resume(throwing: error)
    }
  }

  let requests: AsyncStream<PendingCall>
  private let announce: AsyncStream<PendingCall>.Continuation
  let concurrentSearchLimit: Int

  /// `concurrentSearchLimit`: InstantSearch's three by default, one as the embedded engine says.
  init(concurrentSearchLimit: Int = 3) {
    self.concurrentSearchLimit = concurrentSearchLimit
    (requests, announce) = AsyncStream.makeStream()
  }

  func search(index: String, parameters: SearchParameters) async throws -> SearchResponse {
    let results = try await multiSearch([MultiSearchQuery(indexName: index, parameters: parameters)], strategy: .none)
    guard case .hits(let response) = results.first else { throw APIError.badRequest("no result") }
    return response
  }

  func multiSearch(_ queries: [MultiSearchQuery], strategy: MultiSearchStrategy) async throws -> [MultiSearchResult] {
    try await withCheckedThrowingContinuation { continuation in
      announce.yield(PendingCall(queries: queries, continuation: continuation))
    }
  }

  func searchForFacetValues(_ request: FacetSearchRequest) async throws -> FacetSearchResponse {
    throw APIError.badRequest("not supported by this double")
  }

  func listIndexes() async throws -> [IndexInfo] { [] }

  func settings(index: String) async throws -> IndexSettings { IndexSettings() }
}
