import SearchModel

extension LineRenderer {
  /// The hit in full (``hit(_:)``) or, raw, its JSON as returned, pretty-printed; the JSON
  /// document is the hit either way.
  public func hitDetail(_ view: HitDetailView) -> Printout {
    guard view.isRaw else { return hit(view.row.hit) }
    let raw = JSONValue.object(view.row.hit)
    return Printout(json: raw) { JSONText.pretty(raw) + "\n" }
  }

  /// Every attribute (highlighted), then snippets and ranking info.
  public func hit(_ raw: JSONObject) -> Printout {
    let style = self.style
    return Printout(json: .object(raw)) { Self.render(hit: raw, style: style) }
  }

  /// The text of `hit N`: rendered only when printed as text.
  private nonisolated static func render(hit raw: JSONObject, style: Style) -> String {
    let hit = try? Hit<JSONObject>(raw: raw)
    let formatter = HitFormatter(style: style)
    var text = ""
    for (key, value) in raw where !key.hasPrefix("_") {
      let shown: String
      if hit?.highlightResult?[key]?.highlightedValue != nil {
        shown = formatter.highlighted(key, highlights: hit?.highlightResult, raw: raw)
      } else if case .string(let string) = value {
        shown = string
      } else {
        shown = JSONText.compact(value)
      }
      text += style.cyan(key) + ": " + shown + "\n"
    }
    if case .object(let snippets)? = raw["_snippetResult"] {
      for key in snippets.keys {
        if let tagged = hit?.snippet(key) {
          text += style.cyan("snippet \(key)") + ": " + tagged.render { text, isTagged in isTagged ? style.match(text) : text } + "\n"
        }
      }
    }
    if let ranking = raw["_rankingInfo"] {
      text += style.dim("ranking: " + JSONText.compact(ranking)) + "\n"
    }
    return text
  }
}
