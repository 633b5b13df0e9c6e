import SearchModel

/// One rule triggered by a search, with what its best condition matched: the query words (a
/// range of word indexes), the facet values its placeholders read, the filters it required.
struct RuleMatch: Sendable {
  /// Index of the rule in the table.
  var rule: Int
  var objectID: String
  /// The query words the pattern matched (nil for a condition without pattern).
  var words: Range<Int>?
  /// Placeholder captures: the facet, the value read, the query words it spans.
  var captures: [Capture] = []
  /// The condition's filters (each one present in the search's filters).
  var filters: [FacetFilter] = []
  var anchoring: RuleAnchoring?
  var hasContext = false
  var isTemporary = false

  struct Capture: Sendable, Hashable {
    var facet: String
    var value: String
    var words: Range<Int>
  }

  /// The sort key of Algolia's precedence logic, best first: earliest position, longest match
  /// (words plus filters), anchoring `is` > `startsWith` > `endsWith` > `contains`, a context,
  /// filters, literals over placeholders, temporary over permanent, then the smaller objectID.
  func precedes(_ other: RuleMatch, queryLength: Int) -> Bool {
    let position = words?.lowerBound ?? queryLength
    let otherPosition = other.words?.lowerBound ?? queryLength
    if position != otherPosition { return position < otherPosition }
    let length = (words?.count ?? 0) + filters.count
    let otherLength = (other.words?.count ?? 0) + other.filters.count
    if length != otherLength { return length > otherLength }
    let rank = anchoring.map(Self.rank) ?? 4
    let otherRank = other.anchoring.map(Self.rank) ?? 4
    if rank != otherRank { return rank < otherRank }
    if hasContext != other.hasContext { return hasContext }
    if filters.isEmpty != other.filters.isEmpty { return !filters.isEmpty }
    if captures.count != other.captures.count { return captures.count < other.captures.count }
    if isTemporary != other.isTemporary { return isTemporary }
    return objectID < other.objectID
  }

  private static func rank(_ anchoring: RuleAnchoring) -> Int {
    switch anchoring {
    case .is: 0
    case .startsWith: 1
    case .endsWith: 2
    case .contains: 3
    }
  }

  /// Whether two matches conflict: they matched a common query word, or share a filter.
  func conflicts(with other: RuleMatch) -> Bool {
    if let words, let otherWords = other.words, words.overlaps(otherWords) { return true }
    return filters.contains { other.filters.contains($0) }
  }
}
