/// Writes `facets.isx`: for each faceted attribute `i`, its values and two directions of links.
///
/// - `f<i>.voff`/`f<i>.vbytes`: the value strings, in order of first appearance;
/// - `f<i>.doff`/`f<i>.dval`: per record, its values as codes (value id plus one) at the narrowest
///   width (`CodeTable`), what facet counting reads; `doff` is empty when no record has several
///   values (`dval` is then one code per record, 0 for none);
/// - `f<i>.poff`/`f<i>.pbyt`/`f<i>.pdoc`: per value, its records ascending (what facet filters
///   read): the records before its own, where its `DocBlockCodec` blocks start, the blocks.
enum FacetIndexWriter {
  static func write(_ facets: [FacetAccumulator], recordCount: Int, to path: String) throws {
    let file = try IndexFileWriter(path: path, kind: IndexLayout.facetsKind)
    for (i, facet) in facets.enumerated() {
      // One attribute's pairs at a time, read back from their spill file.
      let (pairRecords, pairValues) = try facet.pairs.load()
      var valueOffsets: [UInt32] = [0]
      var valueBytes: [UInt8] = []
      for value in facet.values {
        valueBytes.append(contentsOf: value.utf8)
        valueOffsets.append(UInt32(valueBytes.count))
      }
      let perRecord = RecordCodes(docs: pairRecords, codes: pairValues.map { $0 + 1 }, recordCount: recordCount)
      var postingOffsets = [UInt32](repeating: 0, count: facet.values.count + 1)
      for value in pairValues { postingOffsets[Int(value) + 1] += 1 }
      for v in 0..<facet.values.count { postingOffsets[v + 1] += postingOffsets[v] }
      var fill = postingOffsets
      var postingDocs = [UInt32](repeating: 0, count: pairValues.count)
      for (doc, value) in zip(pairRecords, pairValues) {
        postingDocs[Int(fill[Int(value)])] = doc
        fill[Int(value)] += 1
      }
      try file.section("f\(i).voff", valueOffsets)
      try file.section("f\(i).vbytes", valueBytes)
      try file.section("f\(i).doff", perRecord.offsets)
      try file.section("f\(i).dval", perRecord.codes)
      var postingStarts: [UInt32] = [0]
      var postingBlocks: [UInt8] = []
      postingDocs.withUnsafeBufferPointer { docs in
        for v in 0..<facet.values.count {
          DocBlockCodec.encode(
            UnsafeBufferPointer(rebasing: docs[Int(postingOffsets[v])..<Int(postingOffsets[v + 1])]), into: &postingBlocks)
          postingStarts.append(UInt32(postingBlocks.count))
        }
      }
      postingBlocks.append(contentsOf: repeatElement(0, count: DocBlockCodec.padding))
      try file.section("f\(i).poff", postingOffsets)
      try file.section("f\(i).pbyt", postingStarts)
      try file.section("f\(i).pdoc", postingBlocks)
    }
    try file.finish()
  }
}
