import InstantSearchCore
import SearchModel

/// What the search commands act on: the backend and the open index.
@MainActor
public final class SearchContext {
  /// The backend every search goes through.
  public let service: any SearchService
  /// The index searched.
  public var indexName: String

  public init(service: any SearchService, indexName: String) {
    self.service = service
    self.indexName = indexName
  }
}
