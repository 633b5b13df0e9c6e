import SearchModel

/// Reads the values at a dotted attribute path (`brand`, `hierarchicalCategories.lvl0`).
///
/// Arrays are flattened at every level, which is Algolia's rule for faceting and filtering:
/// an array attribute matches when any element matches.
enum JSONPath {
  /// Calls `body` with each non-array value found at `path` in `record`.
  static func forEachValue(at path: String, in record: JSONObject, _ body: (JSONValue) -> Void) {
    forEachValue(at: AttributePath(path), in: record, body)
  }

  /// Same, with the path split once beforehand (what importers do for every record).
  static func forEachValue(at path: AttributePath, in record: JSONObject, _ body: (JSONValue) -> Void) {
    if let direct = record[path.full] {
      flatten(direct, body)
      return
    }
    guard path.parts.count > 1 else { return }
    walk(.object(record), path.parts[...], body)
  }

  private static func walk(_ value: JSONValue, _ parts: ArraySlice<String>, _ body: (JSONValue) -> Void) {
    guard let first = parts.first else {
      flatten(value, body)
      return
    }
    switch value {
    case .object(let object):
      if let next = object[first] { walk(next, parts.dropFirst(), body) }
    case .array(let items):
      for item in items { walk(item, parts, body) }
    default: break
    }
  }

  private static func flatten(_ value: JSONValue, _ body: (JSONValue) -> Void) {
    if case .array(let items) = value {
      for item in items { flatten(item, body) }
    } else {
      body(value)
    }
  }

  /// The values at `path`, flattened.
  static func values(at path: String, in record: JSONObject) -> [JSONValue] {
    var result: [JSONValue] = []
    forEachValue(at: path, in: record) { result.append($0) }
    return result
  }
}

/// A dotted attribute path split once into its parts.
struct AttributePath: Sendable, Hashable {
  let full: String
  let parts: [String]

  init(_ path: String) {
    full = path
    parts = path.utf8.contains(UInt8(ascii: ".")) ? path.split(separator: ".").map(String.init) : [path]
  }
}
