import Foundation
import SearchEngine
import SearchModel

/// The engine as the benchmark drives it: open an index directory, answer a search, return nbHits.
///
/// Kept to this seam so that the measurement code does not change when the engine's API does.
/// Searches go through `LocalSearchService.searchSync`, the call the async `search` wraps, so the
/// figures are the engine's own and not the concurrency runtime's. The pages of a search just
/// run are not reused (`reusesSearches: false`): the peers are compared search for search, and
/// a mix may ask the same query twice in a row.
struct EngineUnderTest {
  private let service: LocalSearchService
  private let name: String

  /// Opens the index in `index`; its folder name is the index name.
  init(index: String) throws {
    service = try LocalSearchService(paths: [index], reusesSearches: false)
    name = URL(fileURLWithPath: index).lastPathComponent
  }

  /// One search; the number of records it matched.
  func search(_ parameters: SearchParameters) throws -> Int {
    try service.searchSync(index: name, parameters: parameters).nbHits ?? 0
  }
}
