/// Writes `facets.isx`: for each faceted attribute `i`, its values and two directions of links.
///
/// - `f<i>.voff`/`f<i>.vbytes`: the value strings, in order of first appearance;
/// - `f<i>.doff`/`f<i>.dval`: per record, its value ids (what facet counting reads);
/// - `f<i>.poff`/`f<i>.pdoc`: per value, its records ascending (what facet filters read).
enum FacetIndexWriter {
  static func write(_ facets: [FacetAccumulator], recordCount: Int, to path: String) throws {
    let file = try IndexFileWriter(path: path, kind: IndexLayout.facetsKind)
    for (i, facet) in facets.enumerated() {
      var valueOffsets: [UInt32] = [0]
      var valueBytes: [UInt8] = []
      for value in facet.values {
        valueBytes.append(contentsOf: value.utf8)
        valueOffsets.append(UInt32(valueBytes.count))
      }
      var docOffsets = [UInt32](repeating: 0, count: recordCount + 1)
      for doc in facet.pairRecords { docOffsets[Int(doc) + 1] += 1 }
      for d in 0..<recordCount { docOffsets[d + 1] += docOffsets[d] }
      var postingOffsets = [UInt32](repeating: 0, count: facet.values.count + 1)
      for value in facet.pairValues { postingOffsets[Int(value) + 1] += 1 }
      for v in 0..<facet.values.count { postingOffsets[v + 1] += postingOffsets[v] }
      var fill = postingOffsets
      var postingDocs = [UInt32](repeating: 0, count: facet.pairValues.count)
      for (doc, value) in zip(facet.pairRecords, facet.pairValues) {
        postingDocs[Int(fill[Int(value)])] = doc
        fill[Int(value)] += 1
      }
      try file.section("f\(i).voff", valueOffsets)
      try file.section("f\(i).vbytes", valueBytes)
      try file.section("f\(i).doff", docOffsets)
      try file.section("f\(i).dval", facet.pairValues)
      try file.section("f\(i).poff", postingOffsets)
      try file.section("f\(i).pdoc", postingDocs)
    }
    try file.finish()
  }
}
