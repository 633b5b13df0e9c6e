import SearchModel

/// Builds `_highlightResult` and `_snippetResult` for one hit, mirroring the record's shape.
///
/// Strings and numbers (stringified) become `{value, matchLevel, matchedWords, fullyHighlighted}`
/// (snippets: `{value, matchLevel}`); arrays and objects are mirrored element by element.
/// `matchLevel` is `full` when every query word matched in the value, `partial` when some did.
struct HighlightBuilder {
  let highlighter: WordHighlighter
  let ellipsis: String
  /// `restrictHighlightAndSnippetArrays`: array elements in which no query word matched are
  /// left out of the highlight and snippet arrays (the record's own arrays are untouched).
  var restrictArrays = false

  /// `_highlightResult` for `attributes` of `record` (`*` = every attribute).
  func highlightResult(_ record: JSONObject, attributes: [String]) -> JSONObject {
    var result: JSONObject = [:]
    forEachAttribute(attributes, in: record) { path, value in
      set(path, reading(path).highlight(value), in: &result)
    }
    return result
  }

  /// `_snippetResult` for `attributes` (`"attr:N"`, N words, 10 by default) of `record`.
  func snippetResult(_ record: JSONObject, attributes: [String]) -> JSONObject {
    var result: JSONObject = [:]
    for entry in attributes {
      let parts = entry.split(separator: ":", maxSplits: 1)
      let name = parts.first.map(String.init) ?? entry
      let size = parts.count > 1 ? Int(parts[1].trimmingCharacters(in: .whitespaces)) ?? 10 : 10
      forEachAttribute([name], in: record) { path, value in
        set(path, reading(path).snippet(value, size: size), in: &result)
      }
    }
    return result
  }

  /// This builder for attribute `path`: camelCase words split where `camelCaseAttributes` says.
  private func reading(_ path: String) -> HighlightBuilder {
    guard highlighter.normalization.splitsCamelCase(path) else { return self }
    var split = highlighter
    split.camelCase = true
    return HighlightBuilder(highlighter: split, ellipsis: ellipsis, restrictArrays: restrictArrays)
  }

  private func forEachAttribute(_ attributes: [String], in record: JSONObject, _ body: (String, JSONValue) -> Void) {
    for attribute in attributes {
      if attribute == "*" {
        for (key, value) in record where key != "objectID" && !key.hasPrefix("_") { body(key, value) }
      } else if let value = record[attribute] {
        body(attribute, value)
      } else if attribute.utf8.contains(UInt8(ascii: ".")) {  // bytes: String.contains(String) is Foundation's slow range(of:)
        let parts = attribute.split(separator: ".").map(String.init)
        var current: JSONValue = .object(record)
        var found = true
        for part in parts {
          guard case .object(let object) = current, let next = object[part] else {
            found = false
            break
          }
          current = next
        }
        if found { body(attribute, current) }
      }
    }
  }

  private func set(_ path: String, _ value: JSONValue?, in result: inout JSONObject) {
    guard let value else { return }
    if !path.utf8.contains(UInt8(ascii: ".")) || result[path] != nil {
      result[path] = value
      return
    }
    let parts = path.split(separator: ".").map(String.init)
    func insert(_ parts: ArraySlice<String>, into object: inout JSONObject) {
      guard let first = parts.first else { return }
      if parts.count == 1 {
        object[first] = value
        return
      }
      var child = object[first]?.objectValue ?? [:]
      insert(parts.dropFirst(), into: &child)
      object[first] = .object(child)
    }
    insert(parts[...], into: &result)
  }

  private func text(of value: JSONValue) -> String? {
    switch value {
    case .string(let string): string
    case .number(let number): JSONValue.numberText(number)
    case .bool(let flag): flag ? "true" : "false"
    default: nil
    }
  }

  /// The elements of a highlighted array to return: all, or with `restrictArrays` those in which
  /// something matched.
  private func kept(_ items: [JSONValue]) -> [JSONValue] {
    restrictArrays ? items.filter(Self.hasMatch) : items
  }

  /// Whether a highlight or snippet tree has a value whose `matchLevel` is not `none`.
  private static func hasMatch(_ tree: JSONValue) -> Bool {
    switch tree {
    case .array(let items): return items.contains(where: hasMatch)
    case .object(let object):
      if let level = object["matchLevel"]?.stringValue { return level != "none" }
      return object.values.contains(where: hasMatch)
    default: return false
    }
  }

  private func matchLevel(_ matched: Set<Int>) -> String {
    matched.isEmpty ? "none" : matched.count >= highlighter.words.count ? "full" : "partial"
  }

  /// The highlight tree of one value.
  func highlight(_ value: JSONValue) -> JSONValue? {
    switch value {
    case .array(let items): return .array(kept(items.compactMap(highlight)))
    case .object(let object):
      var result: JSONObject = [:]
      for (key, item) in object {
        if let child = highlight(item) { result[key] = child }
      }
      return .object(result)
    default:
      guard let text = text(of: value) else { return nil }
      let (tokens, fullyHighlighted) = highlighter.matchedTokens(of: text)
      let matched = Set(tokens.compactMap(\.queryWord))
      var entry: JSONObject = [
        "value": .string(highlighter.render(text, tokens: tokens)),
        "matchLevel": .string(matchLevel(matched)),
      ]
      if !matched.isEmpty { entry["fullyHighlighted"] = .bool(fullyHighlighted) }
      entry["matchedWords"] = .array(
        highlighter.words.filter { matched.contains($0.index) }.map { .string($0.text) })
      return .object(entry)
    }
  }

  /// The snippet tree of one value: `size` words around the first match, with the ellipsis.
  func snippet(_ value: JSONValue, size: Int) -> JSONValue? {
    switch value {
    case .array(let items): return .array(kept(items.compactMap { snippet($0, size: size) }))
    case .object(let object):
      var result: JSONObject = [:]
      for (key, item) in object {
        if let child = snippet(item, size: size) { result[key] = child }
      }
      return .object(result)
    default:
      guard let text = text(of: value) else { return nil }
      let tokens = highlighter.tokens(of: text)
      let matched = Set(tokens.compactMap(\.queryWord))
      let rendered: String
      if tokens.count <= size {
        rendered = highlighter.render(text, tokens: tokens)
      } else {
        let first = tokens.firstIndex { $0.queryWord != nil } ?? 0
        var start = max(0, first - (size - 1) / 2)
        start = max(0, min(start, tokens.count - size))
        let end = min(tokens.count, start + max(size, 1))
        var body = highlighter.render(text, tokens: tokens, from: start, to: end, trim: true)
        if start > 0 { body = ellipsis + body }
        if end < tokens.count { body += ellipsis }
        rendered = body
      }
      return .object(["value": .string(rendered), "matchLevel": .string(matchLevel(matched))])
    }
  }
}
