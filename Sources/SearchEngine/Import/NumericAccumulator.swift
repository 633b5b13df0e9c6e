import SearchModel

/// Collects every numeric (and boolean, as 0/1) leaf of every record by dotted path, so numeric
/// filters, facet stats, custom ranking and sort replicas work on any attribute, as in Algolia.
struct NumericAccumulator {
  private(set) var paths: [String] = []
  private var pathIDs: [String: Int] = [:]
  /// Each path's (record, number) pairs in record order, spilled to `spillPath` and its number.
  private(set) var columns: [SpilledPairs<Double>] = []
  /// The start of where the columns spill (`PREFIX0`, `PREFIX1`...), nil to keep them in memory.
  let spillPath: String?
  let spillLimit: Int
  /// Joined paths already built, by parent path and key, so nested keys cost no string work.
  private var joined: [String: [String: String]] = [:]

  /// An accumulator spilling each column past `spillLimit` numbers.
  init(spillPath: String? = nil, spillLimit: Int = ImportMemory.default.pairsPerColumn) {
    self.spillPath = spillPath
    self.spillLimit = spillLimit
  }

  /// Forgets column `i`'s numbers and deletes its file, once they are written.
  mutating func discardColumn(_ i: Int) { columns[i].discard() }

  mutating func add(_ record: JSONObject, doc: UInt32) throws {
    for i in columns.indices { try columns[i].spillIfFull() }  // between two records
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
      columns.append(SpilledPairs(path: spillPath.map { "\($0)\(id)" }, limit: spillLimit))
    }
    columns[id].append(doc, number)
  }
}
