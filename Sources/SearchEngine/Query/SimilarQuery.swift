import SearchModel

/// `similarQuery`: a broad search for records like one described by its keywords (a "more like
/// this" list under a product page), as Algolia's API reference documents it.
///
/// A non-empty `similarQuery` is searched instead of `query`, and it changes other parameters:
/// `queryType` becomes `prefixNone` (no prefix matching), `removeStopWords` becomes `true`,
/// every remaining word is optional (`optionalWords`), and `words` becomes the first ranking
/// criterion, so records matching more of the keywords rank first. The empty string (its
/// default) changes nothing. The response echoes the parameters as sent (`query`, `params`).
enum SimilarQuery {
  /// The parameters the search runs with, and whether `words` ranks first.
  static func apply(to parameters: SearchParameters) throws(APIError) -> (parameters: SearchParameters, wordsFirst: Bool) {
    guard let value = parameters.extra["similarQuery"], value != .null else { return (parameters, false) }
    guard let keywords = value.stringValue else { throw EngineConformance.invalid("similarQuery", "string") }
    guard !keywords.trimmingCharacters(in: .whitespaces).isEmpty else { return (parameters, false) }
    var rewritten = parameters
    rewritten.query = keywords
    rewritten.queryType = "prefixNone"
    rewritten.extra["removeStopWords"] = true
    rewritten.extra["optionalWords"] = [.string(keywords)]
    return (rewritten, true)
  }
}
