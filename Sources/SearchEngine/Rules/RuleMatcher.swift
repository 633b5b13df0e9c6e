import SearchModel

/// Finds the rules a search triggers, per Algolia's rule matching algorithm: every enabled rule
/// valid now with a condition that matches (pattern and anchoring on the normalised query words,
/// context among `ruleContexts`, filters contained in the search's), sorted by precedence; a
/// match conflicting with a better one (a common query word, a common filter) is dropped.
struct RuleMatcher {
  let table: RuleTable
  /// The search's normalised query words.
  let words: [String]
  let contexts: Set<String>
  /// The search's positive facet and tag filters, values lower-cased.
  let searchFilters: Set<FacetFilter>
  let now: Int
  /// For `alternatives`: the index's synonyms (plural forms are English's).
  let synonyms: SynonymTable
  /// `words` as a set: most conditions name a word the query lacks, found without reading the pattern.
  private let present: Set<String>

  init(
    table: RuleTable, words: [String], contexts: Set<String>, searchFilters: Set<FacetFilter>, now: Int,
    synonyms: SynonymTable
  ) {
    self.table = table
    self.words = words
    self.contexts = contexts
    self.searchFilters = searchFilters
    self.now = now
    self.synonyms = synonyms
    present = Set(words)
  }

  /// The applied matches, best first.
  func matches() -> [RuleMatch] {
    var found: [RuleMatch] = []
    // The rules are read in place (a rule is a large value: copying each one for the loop was most
    // of a search's rule matching), and a rule's validity only once one of its conditions matched.
    func applies(_ index: Int) -> Bool { table.rules[index].isEnabled && table.rules[index].isValid(at: now) }
    for index in table.rules.indices {
      let conditions = table.conditions[index]
      if conditions.isEmpty {
        guard applies(index) else { continue }
        found.append(RuleMatch(rule: index, objectID: table.rules[index].objectID, isTemporary: table.rules[index].isTemporary))
        continue
      }
      var best: RuleMatch?
      for condition in conditions {
        guard let match = self.match(condition) else { continue }
        if best == nil || match.precedes(best!, queryLength: words.count) { best = match }
      }
      guard var best, applies(index) else { continue }
      best.rule = index
      best.objectID = table.rules[index].objectID
      best.isTemporary = table.rules[index].isTemporary
      found.append(best)
    }
    found.sort { $0.precedes($1, queryLength: words.count) }
    var applied: [RuleMatch] = []
    for match in found where !applied.contains(where: { $0.conflicts(with: match) }) { applied.append(match) }
    return applied
  }

  /// The match of one condition, or nil.
  func match(_ condition: RuleTable.Condition) -> RuleMatch? {
    if let context = condition.context, !contexts.contains(context) { return nil }
    guard condition.filters.allSatisfy(searchFilters.contains) else { return nil }
    // Without alternatives a pattern word matches only itself.
    if !condition.alternatives && !condition.words.allSatisfy(present.contains) { return nil }
    var match = RuleMatch(rule: 0, objectID: "", filters: condition.filters, hasContext: condition.context != nil)
    guard let tokens = condition.tokens else { return match }
    match.anchoring = condition.anchoring
    if tokens.isEmpty {
      // Only `is` takes an empty pattern: it matches the empty query.
      guard condition.anchoring == .is, words.isEmpty else { return nil }
      match.words = 0..<0
      return match
    }
    let starts: [Int]
    switch condition.anchoring {
    case .is, .startsWith: starts = [0]
    case .endsWith, .contains: starts = Array(0..<words.count)
    }
    let mustEnd = condition.anchoring == .is || condition.anchoring == .endsWith
    for start in starts {
      var captures: [RuleMatch.Capture] = []
      if let end = extend(tokens[...], at: start, mustEnd: mustEnd, alternatives: condition.alternatives, captures: &captures) {
        match.words = start..<end
        match.captures = captures
        return match
      }
    }
    return nil
  }

  /// Matches `tokens` from query word `position`; returns where the match ends.
  private func extend(
    _ tokens: ArraySlice<RuleTable.Token>, at position: Int, mustEnd: Bool, alternatives: Bool,
    captures: inout [RuleMatch.Capture]
  ) -> Int? {
    guard let token = tokens.first else { return !mustEnd || position == words.count ? position : nil }
    guard position < words.count else { return nil }
    switch token {
    case .word(let word):
      guard matches(word, words[position], alternatives: alternatives) else { return nil }
      return extend(tokens.dropFirst(), at: position + 1, mustEnd: mustEnd, alternatives: alternatives, captures: &captures)
    case .facet(let facet):
      guard let values = table.facetValues[facet] else { return nil }
      let longest = min(table.facetValueWords[facet] ?? 1, words.count - position)
      // The longest value first: `{facet:brand}` reads "hewlett packard" whole.
      for length in stride(from: longest, through: 1, by: -1) {
        let key = words[position..<position + length].joined(separator: " ")
        guard let value = values[key] else { continue }
        captures.append(RuleMatch.Capture(facet: facet, value: value, words: position..<position + length))
        if let end = extend(
          tokens.dropFirst(), at: position + length, mustEnd: mustEnd, alternatives: alternatives, captures: &captures)
        {
          return end
        }
        captures.removeLast()
      }
      return nil
    }
  }

  /// Whether pattern word `pattern` matches query word `word`: the same normalised word, or with
  /// `alternatives` a plural form, a one-word synonym, or a typo (1 from 4 letters, 2 from 8).
  func matches(_ pattern: String, _ word: String, alternatives: Bool) -> Bool {
    if pattern == word { return true }
    guard alternatives else { return false }
    if PluralForms.english.alternatives(of: pattern).contains(word) { return true }
    for rewrite in synonyms.byFirstWord[word] ?? [] where rewrite.from.count == 1 && rewrite.to == [pattern] {
      return true
    }
    let (patternLength, wordLength) = (pattern.unicodeScalars.count, word.unicodeScalars.count)
    let length = min(patternLength, wordLength)
    let limit = length >= 8 ? 2 : length >= 4 ? 1 : 0
    // Each typo changes the length by one at most.
    guard limit > 0, abs(patternLength - wordLength) <= limit else { return false }
    return Self.scalars(of: pattern) { pattern in
      Self.scalars(of: word) { word in TypoDistance.distance(pattern, word, limit: limit) != nil }
    }
  }

  /// Calls `body` with the scalars of `text`, on the stack.
  private static func scalars<R>(of text: String, _ body: (UnsafeBufferPointer<UInt32>) -> R) -> R {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: text.utf8.count) { buffer in
      var count = 0
      for scalar in text.unicodeScalars {
        buffer[count] = scalar.value
        count += 1
      }
      return body(UnsafeBufferPointer(rebasing: buffer[0..<count]))
    }
  }
}
