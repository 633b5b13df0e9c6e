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
  init(spillPath: String? = nil, spillLimit: Int = ImportMemory.default.pairsPerColumn) {
    self.spillPath = spillPath
    self.spillLimit = spillLimit
  }

  /// Forgets column `i`'s numbers and deletes its file, once they are written.
  mutating func discardColumn(_ i: Int) { columns[i].discard() }

  /// Adds the numbers of record `record` of `attributes` (read by `AttributeExtractor`) as
  /// record `doc`.
  mutating func add(_ attributes: ExtractedAttributes, record: Int, doc: UInt32) throws {
    for i in columns.indices { try columns[i].spillIfFull() }  // between two records
    let end = Int(attributes.numberStarts[record + 1])
    for n in Int(attributes.numberStarts[record])..<end {
      append(attributes.numbers[n], path: attributes.paths[Int(attributes.numberPaths[n])], doc: doc)
    }
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
