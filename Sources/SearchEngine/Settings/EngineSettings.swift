import Foundation
import SearchModel

/// An index's settings interpreted once for the engine: modifiers parsed, defaults applied.
///
/// `IndexSettings` keeps Algolia's text form (`unordered(description)`, `desc(popularity)`); the
/// engine needs ranks, flags and criteria, so they are derived here, at import and at open.
struct EngineSettings: Sendable {
  /// One searchable attribute (an entry of `searchableAttributes`, split on commas).
  struct Searchable: Sendable, Hashable {
    /// Dotted path into the record.
    var path: String
    /// Position in `searchableAttributes` (attributes listed together share it).
    var rank: Int
    /// `unordered(attr)`: the word position inside the attribute does not matter.
    var unordered: Bool
  }

  /// One attribute of `attributesForFaceting`.
  struct Faceting: Sendable, Hashable {
    var path: String
    /// `searchable(attr)`: search for facet values is allowed.
    var searchable: Bool
    /// `filterOnly(attr)`: filterable but never counted.
    var filterOnly: Bool
  }

  var source: IndexSettings
  /// Explicit searchable attributes; empty means every attribute, with the attribute criterion off.
  var searchable: [Searchable]
  var faceting: [Faceting]
  var ranking: [RankingCriterion]
  var customRanking: [SortSpec]
  var minWordSizefor1Typo: Int
  var minWordSizefor2Typos: Int
  var typoTolerance: TypoTolerance
  var hitsPerPage: Int
  var maxValuesPerFacet: Int
  var paginationLimitedTo: Int
  var unretrievable: Set<String>
  /// Which numeric attributes numeric filters may use (`numericAttributesForFiltering`).
  var numericFiltering: NumericFiltering

  init(_ settings: IndexSettings) {
    source = settings
    var searchable: [Searchable] = []
    for (rank, entry) in (settings.searchableAttributes ?? []).enumerated() {
      for part in entry.split(separator: ",") {
        let text = part.trimmingCharacters(in: .whitespaces)
        if let inner = AttributeDeclaration(text).argument(of: "unordered") {
          searchable.append(Searchable(path: inner, rank: rank, unordered: true))
        } else if let inner = AttributeDeclaration(text).argument(of: "ordered") {
          searchable.append(Searchable(path: inner, rank: rank, unordered: false))
        } else if !text.isEmpty {
          searchable.append(Searchable(path: text, rank: rank, unordered: false))
        }
      }
    }
    self.searchable = searchable
    faceting = (settings.attributesForFaceting ?? []).compactMap { entry in
      let text = entry.trimmingCharacters(in: .whitespaces)
      if let inner = AttributeDeclaration(text).argument(of: "searchable") {
        return Faceting(path: inner, searchable: true, filterOnly: false)
      }
      if let inner = AttributeDeclaration(text).argument(of: "filterOnly") {
        return Faceting(path: inner, searchable: false, filterOnly: true)
      }
      if let inner = AttributeDeclaration(text).argument(of: "afterDistinct") {
        return Faceting(path: inner, searchable: false, filterOnly: false)
      }
      return text.isEmpty ? nil : Faceting(path: text, searchable: false, filterOnly: false)
    }
    ranking = settings.ranking.map { $0.compactMap(RankingCriterion.init(setting:)) } ?? RankingCriterion.defaults
    customRanking = (settings.customRanking ?? []).compactMap(SortSpec.init(setting:))
    minWordSizefor1Typo = settings.minWordSizefor1Typo ?? 4
    minWordSizefor2Typos = settings.minWordSizefor2Typos ?? 8
    typoTolerance = settings.typoTolerance ?? .true
    hitsPerPage = settings.hitsPerPage ?? 20
    maxValuesPerFacet = settings.maxValuesPerFacet ?? 100
    paginationLimitedTo = settings.paginationLimitedTo ?? 1000
    unretrievable = Set(settings.unretrievableAttributes ?? [])
    numericFiltering = NumericFiltering(settings.extra["numericAttributesForFiltering"])
  }

  /// The faceting declaration of `path`, if any.
  func facet(_ path: String) -> Faceting? {
    faceting.first { $0.path == path }
  }

  /// Numeric attributes the index must keep sorted columns for beyond those found in records.
  var sortAttributes: [String] {
    customRanking.map(\.attribute) + ranking.compactMap {
      if case .sort(let attribute, _) = $0 { return attribute }
      return nil
    }
  }
}
