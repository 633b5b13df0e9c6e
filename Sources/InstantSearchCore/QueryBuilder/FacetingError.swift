/// Why a disjunctive / hierarchical faceting answer could not be merged.
public enum FacetingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The backend answered a multi-query with no result at all.
  case emptyResults
  /// The backend answered `received` results to `expected` queries.
  case queriesResultsCountMismatch(expected: Int, received: Int)
  /// A multi-query result was a facet-search answer where hits were expected.
  case unexpectedResultKind(index: Int)

  /// Explains the mismatch in words.
  public var description: String {
    switch self {
    case .emptyResults:
      "the backend returned no results for the faceting queries"
    case let .queriesResultsCountMismatch(expected, received):
      "the backend returned \(received) results for \(expected) faceting queries"
    case let .unexpectedResultKind(index):
      "result \(index) of the faceting queries is not a hits result"
    }
  }
}
