/// The tables of one numeric attribute as `NumericColumn` reads them, made from the attribute's
/// numbers in record order.
struct NumericColumnWriter {
  /// Each record's start in `codes` (one more than records), or empty when no record holds
  /// several numbers.
  let docOffsets: [UInt32]
  /// The codes at their narrowest width (`CodeTable.encode`).
  let codes: [UInt8]
  /// The distinct values, ascending.
  let distinct: [Double]
  /// Each distinct value's start in `sortedDocs`, one more than values.
  let valueStarts: [UInt32]
  /// Records by (value, record).
  let sortedDocs: [UInt32]

  /// The tables of numbers `values[k]` held by record `docs[k]` (`docs` non-decreasing), in an
  /// index of `recordCount` records.
  init(docs: [UInt32], values: [Double], recordCount: Int) {
    // Sorted by (value, record) through order-preserving integer keys: one contiguous array of
    // pairs sorts far faster than indexes compared through two other arrays. (-0 keys as 0, as
    // `==` has them equal.)
    var pairs = [(key: UInt64, doc: UInt32, index: UInt32)](unsafeUninitializedCapacity: docs.count) {
      buffer, initialized in
      for k in 0..<docs.count {
        buffer[k] = (Ranker.encode(values[k] == 0 ? 0 : values[k], ascending: true), docs[k], UInt32(k))
      }
      initialized = docs.count
    }
    pairs.sort { $0.key != $1.key ? $0.key < $1.key : $0.doc != $1.doc ? $0.doc < $1.doc : $0.index < $1.index }
    var distinct: [Double] = []
    var valueStarts: [UInt32] = []
    // The code of each number, in the order of `values`: its distinct value's index plus one.
    var valueCodes = [UInt32](repeating: 0, count: docs.count)
    for (k, pair) in pairs.enumerated() {
      if k == 0 || pair.key != pairs[k - 1].key {
        let value = values[Int(pair.index)]
        distinct.append(value == 0 ? 0 : value)
        valueStarts.append(UInt32(k))
      }
      valueCodes[Int(pair.index)] = UInt32(distinct.count)
    }
    valueStarts.append(UInt32(pairs.count))
    let perRecord = RecordCodes(docs: docs, codes: valueCodes, recordCount: recordCount)
    docOffsets = perRecord.offsets
    codes = perRecord.codes
    self.distinct = distinct
    self.valueStarts = valueStarts
    sortedDocs = pairs.map(\.doc)
  }
}
