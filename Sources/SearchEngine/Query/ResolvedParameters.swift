import SearchModel

/// Search parameters with index settings and Algolia's defaults applied, and validated.
struct ResolvedParameters {
  var query: String
  /// How the query is read (`queryType`, typos, advanced syntax, optional words...).
  var options: QueryOptions
  /// The words to match, phrases and excluded words; relaxed by `removeWordsIfNoResults`.
  var plan: QueryPlan
  var words: [QueryWord] { plan.words }
  /// Other forms of the query words that matched (plurals), with their query word, to highlight.
  var alternativeForms: [String: Int] = [:]
  /// Record words matched through the index's synonyms, with their query word, to highlight:
  /// one-word synonyms (which `replaceSynonymsInHighlight` replaces) and words of multi-word ones.
  var synonymForms: [String: Int] = [:]
  var synonymPhraseForms: [String: Int] = [:]
  /// Words `removeWordsIfNoResults` made optional to find results (indexes into `words`).
  var removedWords: [Int] = []

  /// `replaceSynonymsInHighlight`: each one-word synonym matched, with its query word as typed.
  var synonymReplacements: [String: String] {
    let utf8 = Array(query.utf8)
    var result: [String: String] = [:]
    for (form, w) in synonymForms where w < plan.sources.count {
      result[form] = String(decoding: utf8[plan.sources[w]], as: UTF8.self)
    }
    return result
  }

  /// `queryAfterRemoval`: the query as typed, each word removed to find results in `<em>` tags.
  var queryAfterRemoval: String {
    var utf8 = Array(query.utf8)
    for w in removedWords.sorted(by: >) where w < plan.sources.count {
      let range = plan.sources[w]
      utf8.replaceSubrange(range, with: Array("<em>".utf8) + utf8[range] + Array("</em>".utf8))
    }
    return String(decoding: utf8, as: UTF8.self)
  }
  /// Where each kind of match may count (`restrictSearchableAttributes`, `disablePrefixOnAttributes`,
  /// `disableTypoToleranceOnAttributes`).
  var gate = FieldGate()
  /// `minProximity` (1 to 7).
  var minProximity: Int
  var typoMode: TypoToleranceMode
  var hitsPerPage: Int
  var page: Int
  var offset: Int?
  var length: Int?
  var attributesToRetrieve: [String]
  var attributesToHighlight: [String]
  var attributesToSnippet: [String]
  var preTag: String
  var postTag: String
  var ellipsis: String
  /// `restrictHighlightAndSnippetArrays`.
  var restrictArrays: Bool
  /// `words` ranks first (`similarQuery`).
  var wordsFirst = false
  /// `renderingContent`, returned as it is (the search parameter wins over the setting).
  var renderingContent: JSONValue?
  var facets: [String]
  var maxValuesPerFacet: Int
  var alphabeticalFacets: Bool
  var getRankingInfo: Bool
  var distinct: Int
  var exactOnSingleWord: String
  var filters: FilterExpression
  var optionalFilters: FilterExpression?
  /// `sumOrFiltersScores`: a record matching several scored filters of one OR group scores their
  /// sum instead of the best of them.
  var sumOrFiltersScores: Bool
  /// `facetingAfterDistinct`: facets (and their stats) count the records `distinct` keeps, not
  /// every match.
  var facetingAfterDistinct: Bool
  /// A search around a point (`aroundLatLng`), if any.
  var geo: GeoQuery?
  /// `insideBoundingBox` and `insidePolygon`: a record must be in one of them (none: anywhere).
  var geoAreas: [GeoArea] = []
  /// `minimumAroundRadius`: the least automatic radius.
  var minimumAroundRadius: Double?
  /// Records a rule hides (`hide`): never among the candidates.
  var hiddenDocs: [Int] = []
  /// `restrictSearchableAttributes`: the attributes words may match in (nil = all).
  var restrictSearchableAttributes: [String]?

  init(_ p: SearchParameters, view: IndexView) throws(APIError) {
    try EngineConformance.check(p)
    let settings = view.settings
    let source = settings.source
    query = p.query ?? ""
    guard query.utf8.count <= 512 else {
      throw .badRequest("Invalid value for \"query\" parameter, expected string shorter than 512 bytes")
    }
    switch p.typoTolerance ?? settings.typoTolerance {
    case .true: typoMode = .on
    case .false: typoMode = .off
    case .min: typoMode = .min
    case .strict: typoMode = .strict
    }
    options = try QueryOptions(p, settings: settings, typoMode: typoMode, normalization: view.snapshot.normalization)
    plan = QueryPlan(query, options: options)
    minProximity = 1
    if let value = QueryOptions.value("minProximity", p, source) {
      guard let proximity = EngineConformance.integer(value), (1...7).contains(proximity) else {
        throw EngineConformance.invalid("minProximity", "integer between 1 and 7")
      }
      minProximity = proximity
    }
    hitsPerPage = p.hitsPerPage ?? settings.hitsPerPage
    guard (0...1000).contains(hitsPerPage) else {
      throw .badRequest("Invalid value for \"hitsPerPage\" parameter, expected integer between 0 and 1000")
    }
    page = p.page ?? 0
    guard page >= 0 else { throw .badRequest("Invalid value for \"page\" parameter, expected positive integer") }
    offset = p.offset
    length = p.length
    if let offset, offset < 0 { throw .badRequest("Invalid value for \"offset\" parameter, expected positive integer") }
    if let length, !(0...1000).contains(length) {
      throw .badRequest("Invalid value for \"length\" parameter, expected integer between 0 and 1000")
    }
    attributesToRetrieve = p.attributesToRetrieve ?? source.attributesToRetrieve ?? ["*"]
    let searchablePaths = settings.searchable.map(\.path)
    attributesToHighlight =
      p.attributesToHighlight ?? source.attributesToHighlight ?? (searchablePaths.isEmpty ? ["*"] : searchablePaths)
    attributesToSnippet = p.attributesToSnippet ?? source.attributesToSnippet ?? []
    preTag = p.highlightPreTag ?? source.highlightPreTag ?? "<em>"
    postTag = p.highlightPostTag ?? source.highlightPostTag ?? "</em>"
    ellipsis = p.snippetEllipsisText ?? source.snippetEllipsisText ?? "…"
    sumOrFiltersScores = p.extra["sumOrFiltersScores"].flatMap(EngineConformance.flag) ?? false
    facetingAfterDistinct = p.extra["facetingAfterDistinct"].flatMap(EngineConformance.flag) ?? false
    restrictArrays = (p.extra["restrictHighlightAndSnippetArrays"] ?? source.extra["restrictHighlightAndSnippetArrays"])
      .flatMap(EngineConformance.flag) ?? false
    renderingContent = [p.extra["renderingContent"], source.extra["renderingContent"]].compactMap { $0 }.first { $0 != .null }
    let requested = p.facets ?? []
    let countable = settings.faceting.filter { !$0.filterOnly }.map(\.path)
    facets = requested.contains("*") ? countable : requested.filter { countable.contains($0) }
    maxValuesPerFacet = min(p.maxValuesPerFacet ?? settings.maxValuesPerFacet, 1000)
    alphabeticalFacets = (p.sortFacetValuesBy ?? source.extra["sortFacetValuesBy"]?.stringValue ?? "count") == "alpha"
    getRankingInfo = p.getRankingInfo ?? false
    switch p.distinct ?? source.distinct {
    case .bool(let flag)?: distinct = flag ? 1 : 0
    case .count(let n)?: distinct = max(0, min(n, 4))
    case nil: distinct = 0
    }
    if source.attributeForDistinct == nil { distinct = 0 }
    exactOnSingleWord = p.extra["exactOnSingleWordQuery"]?.stringValue
      ?? source.extra["exactOnSingleWordQuery"]?.stringValue ?? "attribute"

    var groups: [FilterGroup] = []
    if let text = p.filters, !text.trimmingCharacters(in: .whitespaces).isEmpty {
      do {
        groups += try FilterExpression(parsing: text).groups
      } catch {
        throw .badRequest(error.description)
      }
    }
    let legacy: [(LegacyFilters?, LegacyFilterParameter)] = [
      (p.facetFilters, .facetFilters), (p.numericFilters, .numericFilters), (p.tagFilters, .tagFilters),
    ]
    for (value, kind) in legacy {
      guard let value else { continue }
      do {
        groups += try FilterExpression(legacy: value, as: kind).groups
      } catch {
        throw .badRequest(error.message)
      }
    }
    filters = FilterExpression(groups: groups)
    if let optional = p.optionalFilters {
      do {
        var expression = try FilterExpression(legacy: optional, as: .optionalFilters)
        for g in expression.groups.indices {
          for f in expression.groups[g].filters.indices {
            switch expression.groups[g].filters[f] {
            case .facet(var facet):
              facet.score = facet.score ?? 1
              expression.groups[g].filters[f] = .facet(facet)
            case .tag(var tag):
              tag.score = tag.score ?? 1
              expression.groups[g].filters[f] = .tag(tag)
            case .numeric: break
            }
          }
        }
        optionalFilters = expression
      } catch {
        throw .badRequest(error.message)
      }
    }
    let fields = view.snapshot.fields
    if let restricted = p.restrictSearchableAttributes, !restricted.isEmpty {
      restrictSearchableAttributes = restricted
      gate.searchable = FieldGate.table(fields: fields, paths: restricted, allowListed: true)
    }
    if let paths = options.noPrefixAttributes, !paths.isEmpty {
      gate.prefix = FieldGate.table(fields: fields, paths: paths, allowListed: false)
    }
    if let paths = options.noTypoAttributes, !paths.isEmpty {
      gate.typo = FieldGate.table(fields: fields, paths: paths, allowListed: false)
    }
    (geo, geoAreas, minimumAroundRadius) = try Self.geo(p)
  }
}
