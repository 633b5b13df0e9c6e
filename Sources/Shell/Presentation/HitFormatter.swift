import SearchModel

/// Renders hits as text: a numbered title line with matches highlighted, then a short line of
/// the other attributes, those the query matched first.
///
/// Highlighting comes from `_highlightResult` (Algolia's `<em>` tags): bold yellow on a
/// terminal, `*match*` in plain output so replayed scripts stay readable and reproducible.
public struct HitFormatter: Sendable {
  /// Colours or plain.
  public var style: Style
  /// How many other attributes the second line shows.
  public var detailCount = 4

  public init(style: Style) {
    self.style = style
  }

  /// `  3. Apple *iPhone* 12` + `     brand: Apple · price: 799 · objectID: 42` (`  1. [pinned] …` for a
  /// hit a query rule pinned); a hit found by
  /// another attribute leads with it (`     cast: [Tom *Hanks*, ...] · year: 2010 · ...`).
  public func summary(row: Int, hit raw: JSONObject) -> String {
    // Only the highlights are needed: read straight from the JSON, not by decoding a `Hit`.
    let highlights = raw["_highlightResult"].flatMap(HighlightResult.init(json:))
    let titleKey = Self.titleAttribute(in: raw)
    let title = titleKey.map { highlighted($0, highlights: highlights, raw: raw) } ?? "(no title)"
    // What the query matched first (`HitFormatter+Matches`), then the other short attributes.
    let matched = matchedDetails(highlights: highlights, raw: raw, excluding: titleKey).prefix(detailCount)
    var details = matched.map { "\($0.key): \($0.text)" }
    let shown = Set(matched.map(\.key))
    for (key, value) in raw where key != titleKey && !key.hasPrefix("_") && key != "objectID" && !shown.contains(key) {
      guard details.count < detailCount, let text = Self.shortText(value), text.count <= 40 else { continue }
      let shown = highlights?[key]?.highlightedValue != nil ? highlighted(key, highlights: highlights, raw: raw) : text
      details.append("\(key): \(shown)")
    }
    if let objectID = raw["objectID"]?.stringValue { details.append("objectID: \(objectID)") }
    let number = String(row + 1)
    let indent = String(repeating: " ", count: max(0, 3 - number.count))
    // A hit a query rule pinned (`_rankingInfo.promoted`) says so before its title.
    let pinned = raw.isPromotedHit ? style.cyan("[pinned]") + " " : ""
    return "\(indent)\(number). \(pinned)\(title)\n" + "     " + style.dim(details.joined(separator: " · ")) + "\n"
  }

  /// One attribute, highlighted when the hit's highlights (`_highlightResult`) have it.
  func highlighted(_ key: String, highlights: HighlightResult?, raw: JSONObject) -> String {
    if let tagged = highlights?.value(atPath: key)?.taggedString() {
      return tagged.render { text, isTagged in isTagged ? style.match(text) : text }
    }
    return raw[key].flatMap(Self.shortText) ?? ""
  }

  /// `name`, `title` or `label` when present, else the first string attribute.
  static func titleAttribute(in raw: JSONObject) -> String? {
    for key in ["name", "title", "label"] where raw[key]?.stringValue != nil { return key }
    return raw.first { !$0.key.hasPrefix("_") && $0.key != "objectID" && $0.value.stringValue != nil }?.key
  }

  /// A scalar (or a short list of scalars) as text; nil for objects and long values.
  static func shortText(_ value: JSONValue) -> String? {
    switch value {
    case .string(let text): return text.count <= 60 ? text : String(text.prefix(57)) + "..."
    case .number(let number): return JSONText.number(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .array(let items) where items.count <= 4:
      let parts = items.compactMap { item -> String? in
        if case .object = item { return nil }
        return shortText(item)
      }
      return parts.count == items.count ? "[" + parts.joined(separator: ", ") + "]" : nil
    default: return nil
    }
  }
}
