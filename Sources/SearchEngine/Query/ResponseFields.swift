import SearchModel

/// `responseFields`: which top-level fields of a search response are returned.
///
/// As Algolia documents it: `["*"]` (the default) returns everything; otherwise only the listed
/// fields among those that can be left out are returned (`hits`, `nbHits`, `page`, `facets`...,
/// the list in ``excludable``), an empty list returning none of them; the fields Algolia never
/// leaves out (`message`, `warning`, `cursor`, `abTestVariantID`, `serverUsed`, `indexUsed`,
/// `timeoutCounts`, `timeoutHits`, whatever `getRankingInfo` adds) and the fields its list does
/// not name (`renderingContent`, `queryID`...) are always returned. `exhaustive` governs its
/// deprecated mirrors `exhaustiveFacetsCount`, `exhaustiveNbHits` and `exhaustiveTypo`. A name
/// that is not a response field is Algolia's 400.
struct ResponseFields {
  /// The fields `responseFields` can leave out, as Algolia's API reference lists them (the
  /// current list and the older one, which named `exhaustiveFacetsCount`).
  static let excludable: Set<String> = [
    "aroundLatLng", "automaticRadius", "exhaustive", "exhaustiveFacetsCount", "facets", "facets_stats", "hits",
    "hitsPerPage", "index", "length", "nbHits", "nbPages", "offset", "page", "params", "processingTimeMS",
    "queryAfterRemoval", "query", "serverTimeMS", "userData",
  ]

  /// The deprecated mirrors of `exhaustive`, returned when it is.
  static let exhaustiveMirrors: Set<String> = ["exhaustiveFacetsCount", "exhaustiveNbHits", "exhaustiveTypo"]

  /// The fields returned among ``excludable``; `nil` for all (`*`).
  let kept: Set<String>?

  /// Reads `responseFields` from the search parameters, else from the settings.
  ///
  /// - Throws: Algolia's 400 for a value that is not a list of strings or names an unknown field.
  init(_ parameters: SearchParameters, settings source: IndexSettings) throws(APIError) {
    guard let value = [parameters.extra["responseFields"], source.extra["responseFields"]].compactMap({ $0 }).first(where: { $0 != .null })
    else {
      kept = nil
      return
    }
    kept = try Self.read(value)
  }

  /// The listed fields, `nil` for `*`.
  static func read(_ value: JSONValue) throws(APIError) -> Set<String>? {
    guard let names = EngineConformance.stringList(value) else {
      throw EngineConformance.invalid("responseFields", "array of strings")
    }
    if names.contains("*") { return nil }
    for name in names where !excludable.contains(name) {
      throw .badRequest("Invalid value for \"responseFields\" parameter, unknown response field \"\(name)\"")
    }
    return Set(names)
  }

  /// Whether the response keeps top-level field `name`.
  func keeps(_ name: String) -> Bool {
    guard let kept else { return true }
    if Self.exhaustiveMirrors.contains(name) { return kept.contains("exhaustive") || kept.contains(name) }
    return !Self.excludable.contains(name) || kept.contains(name)
  }

  /// Leaves out of `response` the fields not kept.
  func apply(to response: inout SearchResponse) {
    guard kept != nil else { return }
    if !keeps("hits") {
      response.hits = []
      response.carriesHits = false
    }
    if !keeps("nbHits") { response.nbHits = nil }
    if !keeps("page") { response.page = nil }
    if !keeps("nbPages") { response.nbPages = nil }
    if !keeps("hitsPerPage") { response.hitsPerPage = nil }
    if !keeps("offset") { response.offset = nil }
    if !keeps("length") { response.length = nil }
    if !keeps("processingTimeMS") { response.processingTimeMS = nil }
    if !keeps("query") { response.query = nil }
    if !keeps("params") { response.params = nil }
    if !keeps("index") { response.index = nil }
    if !keeps("facets") { response.facets = nil }
    if !keeps("facets_stats") { response.facetsStats = nil }
    if !keeps("exhaustiveFacetsCount") { response.exhaustiveFacetsCount = nil }
    if !keeps("exhaustiveNbHits") { response.exhaustiveNbHits = nil }
    response.extra = response.extra.filter { keeps($0.key) }
  }
}
