import SearchModel

/// The attributes a hit matched, shown first on its summary line.
///
/// A movie found by one of its cast must say so: the line under the title leads with the
/// attributes that matched a query word the title did not (`cast: [Tom *Hanks*, ...]`), in
/// record order, before the other short attributes; a description repeating the title's match
/// adds nothing and is not shown. Long text is cut to a window around its first match; a list
/// shows its matching elements only, `...` standing for the others.
extension HitFormatter {
  /// Widest excerpt of one matched text value, in characters.
  static let excerptWidth = 60
  /// How many matching elements of a list are shown.
  static let listedMatches = 3

  /// `key: excerpt` for each attribute of `raw` (but `titleKey`) that matched a query word the
  /// title did not, in record order.
  func matchedDetails(
    highlights: HighlightResult?, raw: JSONObject, excluding titleKey: String?
  ) -> [(key: String, text: String)] {
    guard let highlights else { return [] }
    let titleWords = titleKey.flatMap { highlights[$0] }.map(Self.matchedWords) ?? []
    var details: [(key: String, text: String)] = []
    for key in raw.keys where key != titleKey && !key.hasPrefix("_") && key != "objectID" {
      guard let result = highlights[key], !Self.matchedWords(result).isSubset(of: titleWords),
        let text = matchedText(result)
      else { continue }
      details.append((key, text))
    }
    return details
  }

  /// The query words an attribute's highlight matched (over a list's elements, lowercased).
  static func matchedWords(_ result: HighlightResult) -> Set<String> {
    switch result {
    case .value(let value):
      guard value.matchLevel != .none else { return [] }
      return Set((value.matchedWords ?? []).map { $0.lowercased() })
    case .array(let elements):
      return elements.reduce(into: []) { $0.formUnion(matchedWords($1)) }
    case .object:
      return []
    }
  }

  /// The matched part of one attribute's highlight; nil when nothing in it matched.
  func matchedText(_ result: HighlightResult) -> String? {
    switch result {
    case .value(let value):
      guard value.matchLevel != .none else { return nil }
      return excerpt(value.taggedString(), width: Self.excerptWidth)
    case .array(let elements):
      let matched = elements.compactMap(\.highlightedValue).filter { $0.matchLevel != .none }
      guard !matched.isEmpty else { return nil }
      var parts = matched.prefix(Self.listedMatches).map { excerpt($0.taggedString(), width: 40) }
      if parts.count < elements.count { parts.append("...") }
      return "[" + parts.joined(separator: ", ") + "]"
    case .object:
      return nil
    }
  }

  /// `text` styled, or, when longer than `width`, at most `width` characters around its first
  /// match, cut between words where it can, with `...` where it was cut.
  func excerpt(_ text: TaggedString, width: Int) -> String {
    let length = text.runs.last?.range.upperBound ?? 0
    guard length > width else { return text.render { isTaggedText($0, $1) } }
    let firstMatch = text.runs.first(where: \.isTagged)?.range ?? 0..<0
    var start = max(0, min(firstMatch.lowerBound - width / 3, length - (width - 6)))
    var end = min(length, start + width - 6)
    // Cut between words where a blank is near: after the first blank, before the last one.
    let characters = Array(text.output)
    if start > 0, let blank = characters[start..<firstMatch.lowerBound].firstIndex(of: " ") { start = blank + 1 }
    if end < length, firstMatch.upperBound < end, let blank = characters[firstMatch.upperBound..<end].lastIndex(of: " ") { end = blank }
    var result = start > 0 ? "..." : ""
    for run in text.runs {
      let from = max(run.range.lowerBound, start)
      let to = min(run.range.upperBound, end)
      guard from < to else { continue }
      let piece = String(run.text.dropFirst(from - run.range.lowerBound).prefix(to - from))
      result += isTaggedText(piece, run.isTagged)
    }
    return result + (end < length ? "..." : "")
  }

  private func isTaggedText(_ text: String, _ isTagged: Bool) -> String {
    isTagged ? style.match(text) : text
  }
}
