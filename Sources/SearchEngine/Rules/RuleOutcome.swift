import SearchModel

/// What the rules a search triggered do to it: the parameters it runs with (the rules' `params`,
/// query edits and automatic facet filters merged in), the records pinned and hidden, and the
/// response fields (`userData`, `appliedRules`, `renderingContent`).
struct RuleOutcome: Sendable {
  /// One pinned record: its objectID, its position, whether it must match the search's filters.
  struct Promotion: Sendable, Hashable {
    var objectID: String
    var position: Int
    var mustMatchFilters: Bool
  }

  var parameters: SearchParameters
  /// The applied rules' objectIDs, in precedence order.
  var applied: [String] = []
  var userData: [JSONValue] = []
  /// Pinned records, in the order they take their slots.
  var promotions: [Promotion] = []
  var hidden: Set<String> = []
  /// A rule's `renderingContent`, which wins over the search's and the settings'.
  var renderingContent: JSONValue?

  /// Parameters kinds that restrict results: a rule's value is ANDed with the search's.
  static let conjunctive: Set<String> = ["filters", "facetFilters", "numericFilters", "optionalFilters"]

  /// Applies `matches` (best first) of `table` to `parameters`; `query` is the search's query,
  /// with each normalised word's UTF-8 range in `wordRanges`.
  init(
    parameters: SearchParameters, matches: [RuleMatch], table: RuleTable, wordRanges: [Range<Int>]
  ) throws(APIError) {
    self.parameters = parameters
    guard !matches.isEmpty else { return }
    var object = parameters.jsonObject
    var set: Set<String> = []
    var queryReplaced: String?
    var cuts: [(words: Range<Int>, insert: String)] = []
    var automatic: [FilterGroup] = []
    var optional: [LegacyFilterElement] = []
    let query = parameters.query ?? ""
    let words = Tokenizer.words(in: query, normalization: table.normalization)
    for match in matches {
      let rule = table.rules[match.rule]
      let consequence = rule.consequence
      applied.append(rule.objectID)
      if let data = consequence.userData, data != .null { userData.append(data) }
      if renderingContent == nil { renderingContent = consequence.renderingContent }
      hidden.formUnion(consequence.hide ?? [])
      for promotion in consequence.promote ?? [] {
        for (offset, id) in promotion.objectIDs.enumerated() {
          promotions.append(
            Promotion(objectID: id, position: promotion.position + offset, mustMatchFilters: consequence.filterPromotes ?? false))
        }
      }
      for (key, value) in consequence.searchParams where value != .null && !set.contains(key) {
        set.insert(key)
        object[key] = Self.conjunctive.contains(key) ? Self.and(key, object[key], value) : value
      }
      switch consequence.queryChange {
      case .replace(let text)?:
        if queryReplaced == nil { queryReplaced = text }
      case .edits(let edits)?:
        for edit in edits {
          for range in Self.occurrences(of: edit.delete, in: words, match: match, normalization: table.normalization) {
            cuts.append((range, edit.insert ?? ""))
          }
        }
      case nil: break
      }
      for filter in consequence.automaticFacetFilters {
        let values = match.captures.filter { $0.facet == filter.facet }.map(\.value)
        guard !values.isEmpty else { continue }
        let facets = values.map {
          Filter.facet(FacetFilter(attribute: filter.facet, value: .string($0), score: filter.score == 1 ? nil : filter.score))
        }
        automatic += filter.disjunctive ? [FilterGroup(facets)] : facets.map { FilterGroup([$0]) }
      }
      for filter in consequence.automaticOptionalFacetFilters {
        let values = match.captures.filter { $0.facet == filter.facet }.map { Self.legacy(filter.facet, $0, filter.score) }
        guard !values.isEmpty else { continue }
        optional += filter.disjunctive ? [.anyOf(values)] : values.map(LegacyFilterElement.single)
      }
    }
    promotions = Self.slotted(promotions)
    if !automatic.isEmpty {
      object["filters"] = Self.and("filters", object["filters"], .string(FilterExpression(groups: automatic).description))
    }
    if !optional.isEmpty {
      object["optionalFilters"] = Self.and("optionalFilters", object["optionalFilters"], LegacyFilters.list(optional).jsonValue)
    }
    if let queryReplaced {
      object["query"] = .string(queryReplaced)
    } else if !cuts.isEmpty {
      object["query"] = .string(Self.edited(query, cuts: cuts, ranges: wordRanges))
    }
    self.parameters = try SearchParameters(jsonObject: object)
  }

  /// The word ranges `delete` names: a `{facet:ATTRIBUTE}` placeholder is the words its capture
  /// spans in this rule's match; literal text is each run of the query's words equal to its words.
  static func occurrences(
    of delete: String, in words: [String], match: RuleMatch, normalization: TextNormalization
  ) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for segment in RulePattern(delete).segments {
      switch segment {
      case .facet(let facet):
        ranges += match.captures.filter { $0.facet == facet }.map(\.words)
      case .text(let text):
        let target = Tokenizer.words(in: text, normalization: normalization)
        guard !target.isEmpty, target.count <= words.count else { continue }
        for start in 0...(words.count - target.count) where Array(words[start..<start + target.count]) == target {
          ranges.append(start..<start + target.count)
        }
      }
    }
    return ranges
  }

  /// The query with the words of each cut replaced by its insert (or removed), spaces tidied.
  static func edited(_ query: String, cuts: [(words: Range<Int>, insert: String)], ranges: [Range<Int>]) -> String {
    var utf8 = Array(query.utf8)
    var done: [Range<Int>] = []
    for cut in cuts.sorted(by: { $0.words.lowerBound > $1.words.lowerBound })
    where cut.words.upperBound <= ranges.count && !cut.words.isEmpty && !done.contains(where: { $0.overlaps(cut.words) }) {
      done.append(cut.words)
      let bytes = ranges[cut.words.lowerBound].lowerBound..<ranges[cut.words.upperBound - 1].upperBound
      utf8.replaceSubrange(bytes, with: Array(cut.insert.utf8))
    }
    return String(decoding: utf8, as: UTF8.self).split(separator: " ", omittingEmptySubsequences: true)
      .joined(separator: " ")
  }

  /// Combines a rule's restricting parameter with the search's: both apply.
  static func and(_ key: String, _ existing: JSONValue?, _ added: JSONValue) -> JSONValue {
    guard let existing, existing != .null else { return added }
    if key == "filters" {
      let left = existing.stringValue ?? ""
      let right = added.stringValue ?? ""
      if left.allSatisfy(\.isWhitespace) { return added }
      if right.allSatisfy(\.isWhitespace) { return existing }
      return .string("(\(left)) AND (\(right))")
    }
    func elements(_ value: JSONValue) -> [JSONValue] {
      switch LegacyFilters(jsonValue: value)?.jsonValue ?? value {
      case .array(let list): return list
      case let single: return [single]
      }
    }
    return .array(elements(existing) + elements(added))
  }

  /// An optional facet filter in the legacy form: `facet:value<score=N>`, a leading dash escaped.
  static func legacy(_ facet: String, _ capture: RuleMatch.Capture, _ score: Int) -> String {
    let value = capture.value.hasPrefix("-") ? "\\" + capture.value : capture.value
    return "\(facet):\(value)<score=\(score)>"
  }

  /// Promotions in slot order: by position; at the same position the smaller objectID takes the
  /// slot and the others shift down one. A record promoted twice keeps its first slot.
  static func slotted(_ promotions: [Promotion]) -> [Promotion] {
    var seen: Set<String> = []
    var result: [Promotion] = []
    for promotion in promotions.sorted(by: { ($0.position, $0.objectID) < ($1.position, $1.objectID) })
    where seen.insert(promotion.objectID).inserted {
      var placed = promotion
      if let last = result.last, last.position >= placed.position { placed.position = last.position + 1 }
      result.append(placed)
    }
    return result
  }
}
