import SearchModel

/// Collects every numeric (and boolean, as 0/1) leaf of every record by dotted path, so numeric
/// filters, facet stats, custom ranking and sort replicas work on any attribute, as in Algolia.
struct NumericAccumulator {
  private(set) var paths: [String] = []
  private var pathIDs: [String: Int] = [:]
  private(set) var records: [[UInt32]] = []
  private(set) var values: [[Double]] = []
  /// Joined paths already built, by parent path and key, so nested keys cost no string work.
  private var joined: [String: [String: String]] = [:]

  mutating func add(_ record: JSONObject, doc: UInt32) {
    for (key, value) in record where key != "_geoloc" && key != "objectID" {
      visit(value, path: key, doc: doc)
    }
  }

  private mutating func visit(_ value: JSONValue, path: String, doc: UInt32) {
    switch value {
    case .number(let number): append(number, path: path, doc: doc)
    case .bool(let flag): append(flag ? 1 : 0, path: path, doc: doc)
    case .array(let items):
      for item in items { visit(item, path: path, doc: doc) }
    case .object(let object):
      for (key, item) in object {
        switch item {
        case .string, .null: continue  // nothing numeric below: no path to build
        default: visit(item, path: join(path, key), doc: doc)
        }
      }
    case .string, .null: break
    }
  }

  private mutating func join(_ parent: String, _ key: String) -> String {
    if let known = joined[parent]?[key] { return known }
    let path = parent + "." + key
    joined[parent, default: [:]][key] = path
    return path
  }

  private mutating func append(_ number: Double, path: String, doc: UInt32) {
    guard number.isFinite else { return }
    let id: Int
    if let known = pathIDs[path] {
      id = known
    } else {
      guard paths.count < IndexLayout.maxNumericAttributes else { return }
      id = paths.count
      paths.append(path)
      pathIDs[path] = id
      records.append([])
      values.append([])
    }
    records[id].append(doc)
    values[id].append(number)
  }
}
