import SearchModel

/// Search for facet values (`POST /1/indexes/{index}/facets/{facet}/query`).
///
/// Values of a `searchable()` facet whose words start with the query words (case and diacritics
/// folded), counted over the records matching the request's search parameters, most frequent
/// first, with the matched prefixes highlighted.
struct FacetValueSearch {
  let view: IndexView

  func run(_ request: FacetSearchRequest) throws(APIError) -> FacetSearchResponse {
    let facet = request.facetName
    guard let declared = view.settings.facet(facet), declared.searchable else {
      throw .badRequest(
        "Cannot search in `\(facet)` attribute, you need to add `searchable(\(facet))` to attributesForFaceting.")
    }
    let setting = view.settings.source.extra["maxFacetHits"].flatMap(EngineConformance.integer)
    let maxHits = min(max(request.maxFacetHits ?? setting ?? 10, 1), 100)
    guard let column = view.snapshot.facets[facet] else { return FacetSearchResponse(facetHits: []) }
    var resolved = try ResolvedParameters(request.parameters, view: view)
    let matches = try SearchExecutor(view: view).candidates(&resolved)
    var counts = [Int32](repeating: 0, count: column.values.count)
    if matches.count == view.snapshot.recordCount {
      for v in counts.indices { counts[v] = Int32(column.count(of: v)) }
    } else {
      for doc in matches.docs { column.forEachValue(of: Int(doc)) { counts[$0] += 1 } }
    }
    let queryWords = QueryWords.parse(
      request.facetQuery, queryType: "prefixAll", typoTolerance: .off, minFor1: 4, minFor2: 8)
    let highlighter = WordHighlighter(
      words: queryWords, preTag: resolved.preTag, postTag: resolved.postTag)
    var hits: [(value: String, count: Int, highlighted: String)] = []
    for v in counts.indices where counts[v] > 0 {
      let value = column.values.string(v)
      let tokens = highlighter.tokens(of: value)
      let matched = Set(tokens.compactMap(\.queryWord))
      guard matched.count == queryWords.count else { continue }
      hits.append((value, Int(counts[v]), highlighter.render(value, tokens: tokens)))
    }
    hits.sort { $0.count != $1.count ? $0.count > $1.count : $0.value.utf8.lexicographicallyPrecedes($1.value.utf8) }
    return FacetSearchResponse(
      facetHits: hits.prefix(maxHits).map { FacetHit(value: $0.value, highlighted: $0.highlighted, count: $0.count) },
      exhaustiveFacetsCount: true, processingTimeMS: 1)
  }
}
