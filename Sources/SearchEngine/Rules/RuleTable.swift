import SearchModel

/// An index's rules as the query path reads them: each condition's pattern already split into
/// normalised words and facet placeholders, and each placeholder's facet values by their
/// normalised words.
///
/// Built once when an index is opened; an index without rules has an empty table and a search
/// pays one `isEmpty` test.
struct RuleTable: Sendable {
  /// One word of a prepared pattern.
  enum Token: Sendable, Hashable {
    case word(String)
    case facet(String)
  }

  /// A condition ready to match.
  struct Condition: Sendable {
    /// The pattern's tokens; nil when the condition has no pattern (any query).
    var tokens: [Token]?
    var anchoring: RuleAnchoring
    var alternatives: Bool
    var context: String?
    /// Facet filters the search's filters must contain (values lower-cased).
    var filters: [FacetFilter]
    /// The pattern's words (not its placeholders): without `alternatives`, a query lacking one of
    /// them cannot match, which a search tests against its words before trying the pattern.
    var words: [String] = []
    var placeholders: Int { tokens?.filter { if case .facet = $0 { true } else { false } }.count ?? 0 }
  }

  /// The stored rules, in import order (`rules/search`, `getRule`).
  let rules: [Rule]
  /// Per rule, its prepared conditions.
  let conditions: [[Condition]]
  /// Per placeholder facet: the normalised words of each value (joined by a space) → the value.
  let facetValues: [String: [String: String]]
  /// Per placeholder facet: the most words a value has.
  let facetValueWords: [String: Int]
  /// The normalisation the query words are read with (the index's).
  let normalization: TextNormalization
  /// The contexts the enabled rules' conditions name.
  let contexts: Set<String>
  /// Whether an enabled rule can apply without a context (no conditions, or one without context).
  let hasContextFreeRules: Bool

  var isEmpty: Bool { rules.isEmpty }

  /// Whether any rule can apply to a search in `searchContexts`: when every enabled rule wants a
  /// context the search does not name, the search skips reading its query and filters for rules.
  func mayApply(in searchContexts: Set<String>) -> Bool {
    hasContextFreeRules || !contexts.isDisjoint(with: searchContexts)
  }

  static let empty = RuleTable(rules: [], normalization: .standard, facetValues: { _ in [] })

  /// The table of `rules`; `facetValues` lists the values of a faceted attribute.
  init(rules: [Rule], normalization: TextNormalization, facetValues values: (String) -> [String]) {
    self.rules = rules
    self.normalization = normalization
    var byFacet: [String: [String: String]] = [:]
    var longest: [String: Int] = [:]
    conditions = rules.map { rule in
      rule.conditions.map { condition in
        var tokens: [Token]?
        if let pattern = condition.pattern {
          var list: [Token] = []
          for segment in RulePattern(pattern).segments {
            switch segment {
            case .text(let text):
              list += Tokenizer.words(in: text, normalization: normalization).map(Token.word)
            case .facet(let name):
              list.append(.facet(name))
              if byFacet[name] == nil {
                var table: [String: String] = [:]
                var most = 1
                for value in values(name) {
                  let words = Tokenizer.words(in: value, normalization: normalization)
                  guard !words.isEmpty else { continue }
                  most = max(most, words.count)
                  let key = words.joined(separator: " ")
                  if table[key] == nil { table[key] = value }
                }
                byFacet[name] = table
                longest[name] = most
              }
            }
          }
          tokens = list
        }
        let filters = condition.facetFilters.map { filter in
          var folded = filter
          if case .string(let text) = filter.value { folded.value = .string(text.lowercased()) }
          folded.score = nil
          return folded
        }
        return Condition(
          tokens: tokens, anchoring: condition.anchoring ?? .contains, alternatives: condition.alternatives ?? false,
          context: condition.context, filters: filters,
          words: tokens?.compactMap { if case .word(let word) = $0 { word } else { nil } } ?? [])
      }
    }
    facetValues = byFacet
    facetValueWords = longest
    let enabled = zip(rules, conditions).filter { $0.0.isEnabled }.map(\.1)
    contexts = Set(enabled.flatMap { $0.compactMap(\.context) })
    hasContextFreeRules = enabled.contains { $0.isEmpty || $0.contains { $0.context == nil } }
  }
}
