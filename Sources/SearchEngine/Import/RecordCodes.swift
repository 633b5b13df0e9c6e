/// The per-record tables of a facet or numeric column as their readers take them: codes (never 0)
/// held by records, laid out either one code per record (0 for none) when no record holds two, or
/// as the codes of every record back to back with each record's start (`offsets`, one more than
/// records). Both column writers lay their values out this way (`FacetColumn`, `NumericColumn`).
struct RecordCodes {
  /// Each record's start in `codes`, or empty when no record holds two codes.
  let offsets: [UInt32]
  /// The codes at their narrowest width (`CodeTable.encode`).
  let codes: [UInt8]

  /// The layout of code `codes[k]` held by record `docs[k]` (`docs` non-decreasing), in an index
  /// of `recordCount` records.
  init(docs: [UInt32], codes: [UInt32], recordCount: Int) {
    var offsets = [UInt32](repeating: 0, count: recordCount + 1)
    for doc in docs { offsets[Int(doc) + 1] += 1 }
    if offsets.contains(where: { $0 > 1 }) {
      for d in 0..<recordCount { offsets[d + 1] += offsets[d] }
      self.offsets = offsets
      self.codes = CodeTable.encode(codes)
    } else {
      var perRecord = [UInt32](repeating: 0, count: recordCount)
      for (doc, code) in zip(docs, codes) { perRecord[Int(doc)] = code }
      self.offsets = []
      self.codes = CodeTable.encode(perRecord)
    }
  }
}
