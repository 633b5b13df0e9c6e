/// One normalised word of the query, with how it may match indexed words.
struct QueryWord: Sendable, Hashable {
  /// The normalised word (`matchedWords` reports it).
  var text: String
  var bytes: [UInt8]
  var scalars: [UInt32]
  /// Matches any word it starts (the last word, with `queryType: prefixLast`).
  var isPrefix: Bool
  /// Typos tolerated (0, 1 or 2) from its length and the typo settings.
  var maxTypos: Int
  /// Position of the word in the query.
  var index: Int
}

/// Splits a query into `QueryWord`s and decides prefix and typo allowances for each.
enum QueryWords {
  /// The words of `query`.
  static func parse(
    _ query: String, queryType: String, typoTolerance: TypoToleranceMode, minFor1: Int, minFor2: Int
  ) -> [QueryWord] {
    var options = QueryOptions()
    options.queryType = queryType
    options.typoTolerance = typoTolerance
    options.minFor1 = minFor1
    options.minFor2 = minFor2
    return QueryPlan(query, options: options).words
  }
}

/// `typoTolerance` as the engine applies it.
enum TypoToleranceMode: Sendable {
  case on, off
  /// Keep only hits with the fewest typos.
  case min
  /// Keep only hits with the fewest or the fewest + 1 typos.
  case strict
}
