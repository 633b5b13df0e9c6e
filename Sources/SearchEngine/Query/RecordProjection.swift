import SearchModel

/// Applies `attributesToRetrieve` and `unretrievableAttributes` to a stored record.
///
/// `["*"]` keeps everything, `["*", "-price"]` everything but `price`, a list keeps only the named
/// attributes (dotted paths keep nested ones). `objectID` is always kept; unretrievable attributes
/// never are.
enum RecordProjection {
  static func retrieve(_ record: JSONObject, attributes: [String], unretrievable: Set<String>) -> JSONObject {
    let excluded = Set(attributes.filter { $0.hasPrefix("-") }.map { String($0.dropFirst()) })
    let included = attributes.filter { !$0.hasPrefix("-") }
    var result: JSONObject = [:]
    if included.contains("*") {
      for (key, value) in record where !excluded.contains(key) && !unretrievable.contains(key) {
        result[key] = value
      }
    } else {
      let topLevel = Set(included.map { $0.split(separator: ".").first.map(String.init) ?? $0 })
      for (key, value) in record where key == "objectID" || topLevel.contains(key) {
        guard !unretrievable.contains(key) || key == "objectID" else { continue }
        if included.contains(key) || key == "objectID" {
          result[key] = value
        } else {
          let nested = included.filter { $0.hasPrefix(key + ".") }.map { String($0.dropFirst(key.count + 1)) }
          if let kept = keep(value, paths: nested) { result[key] = kept }
        }
      }
    }
    if result["objectID"] == nil, let id = record["objectID"] { result["objectID"] = id }
    return result
  }

  private static func keep(_ value: JSONValue, paths: [String]) -> JSONValue? {
    switch value {
    case .object(let object):
      let top = Set(paths.map { $0.split(separator: ".").first.map(String.init) ?? $0 })
      var result: JSONObject = [:]
      for (key, item) in object where top.contains(key) {
        if paths.contains(key) {
          result[key] = item
        } else if let kept = keep(item, paths: paths.filter { $0.hasPrefix(key + ".") }.map { String($0.dropFirst(key.count + 1)) }) {
          result[key] = kept
        }
      }
      return .object(result)
    case .array(let items): return .array(items.compactMap { keep($0, paths: paths) })
    default: return nil
    }
  }
}
