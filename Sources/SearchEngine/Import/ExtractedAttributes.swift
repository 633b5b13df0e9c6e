import SearchModel

/// The facet values and numbers of some records, read out of their JSON trees into flat arrays:
/// what `FacetAccumulator` and `NumericAccumulator` take, without walking the trees.
///
/// Reading them needs nothing from the rest of the import, so a file import does it on the
/// reader's thread for a whole batch, as it tokenizes (`ExtractedText`); the builder, the thread
/// every record waits for, only interns the values and appends the pairs. Walking each record for
/// its facet attributes and its numbers, and the reference counting of that walk, was about a
/// tenth of the builder's time on bestbuy-1m.
///
/// Record `r`'s values of facet `f` are `valueStarts[r * facetCount + f]..<valueStarts[r *
/// facetCount + f + 1]`, in the order `JSONPath.forEachValue` visits them (repeats included: the
/// accumulator counts a value once a record); its numbers are `numberStarts[r]..<numberStarts[r
/// + 1]`, in the order of the record's keys and, below them, of arrays and objects.
struct ExtractedAttributes: Sendable {
  /// The facet attributes' values as text (`FacetAccumulator.text(of:)`), UTF-8, back to back;
  /// value `v` ends at `valueEnds[v]`.
  private(set) var valueBytes: [UInt8] = []
  private(set) var valueEnds: [UInt32] = []
  /// Where each record's values of each facet start; one more entry than records times facets.
  private(set) var valueStarts: [UInt32] = [0]
  /// The finite numbers (booleans as 0 and 1), and the attribute path of each as an index in
  /// `paths`.
  private(set) var numbers: [Double] = []
  private(set) var numberPaths: [UInt32] = []
  /// Where each record's numbers start; one more entry than records.
  private(set) var numberStarts: [UInt32] = [0]
  /// The paths of the numbers, in the order they were first met in these records.
  private(set) var paths: [String] = []
  private var pathIndexes: [String: UInt32] = [:]

  /// The number of records extracted.
  var recordCount: Int { numberStarts.count - 1 }

  /// Empties the buffers, keeping their capacity.
  mutating func removeAll() {
    valueBytes.removeAll(keepingCapacity: true)
    valueEnds.removeAll(keepingCapacity: true)
    valueStarts.removeAll(keepingCapacity: true)
    valueStarts.append(0)
    numbers.removeAll(keepingCapacity: true)
    numberPaths.removeAll(keepingCapacity: true)
    numberStarts.removeAll(keepingCapacity: true)
    numberStarts.append(0)
    paths.removeAll(keepingCapacity: true)
    pathIndexes.removeAll(keepingCapacity: true)
  }

  /// Appends a facet value's text to the current record's values of the current facet.
  mutating func appendValue(_ text: String) {
    var text = text
    text.withUTF8 { valueBytes.append(contentsOf: $0) }
    valueEnds.append(UInt32(truncatingIfNeeded: valueBytes.count))
  }

  /// Closes the current record's values of the current facet.
  mutating func endFacet() {
    valueStarts.append(UInt32(truncatingIfNeeded: valueEnds.count))
  }

  /// Appends a number found at `path` to the current record.
  mutating func appendNumber(_ number: Double, path: String) {
    let index: UInt32
    if let known = pathIndexes[path] {
      index = known
    } else {
      index = UInt32(paths.count)
      paths.append(path)
      pathIndexes[path] = index
    }
    numbers.append(number)
    numberPaths.append(index)
  }

  /// Closes the current record's numbers (its facet values are closed facet by facet).
  mutating func endRecord() {
    numberStarts.append(UInt32(truncatingIfNeeded: numbers.count))
  }

  /// Calls `body` with the UTF-8 bytes of each value of facet `facet` of record `record`, one of
  /// `facetCount` facets.
  func forEachValue(
    of record: Int, facet: Int, facetCount: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) rethrows {
    let range = Int(valueStarts[record * facetCount + facet])..<Int(valueStarts[record * facetCount + facet + 1])
    guard !range.isEmpty else { return }
    try valueBytes.withUnsafeBufferPointer { bytes in
      var start = range.lowerBound == 0 ? 0 : Int(valueEnds[range.lowerBound - 1])
      for v in range {
        let end = Int(valueEnds[v])
        try body(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        start = end
      }
    }
  }
}
