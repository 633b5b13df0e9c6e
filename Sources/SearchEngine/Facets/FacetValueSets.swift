/// The distinct sets of values the records of a multi-valued facet have, and each record's set:
/// what facet counting reads instead of every value of every candidate.
///
/// Records of a catalogue share their lists of values (a phone case has the categories of every
/// other phone case): bestbuy-1m's 1M records have a few thousand distinct `categories` lists of
/// 3.3 values on average. Counting a candidate's set is one read of a 2-byte id and one increment
/// in a table that stays in the first-level cache, where counting its values read its offsets and
/// then its codes, each a miss in a multi-megabyte table; the sets' counts then go to their values
/// once per set. Made on first use (`FacetColumn.valueSets`), not at open: a pass over every
/// record's values.
struct FacetValueSets: Sendable {
  /// Per record, the id of its set.
  let ids: [UInt16]
  /// Where each set's codes start in `codes`, one more entry than sets.
  let offsets: [UInt32]
  /// Per set, its records' codes (value id plus one), as the column stores them.
  let codes: [UInt32]

  var count: Int { offsets.count - 1 }

  /// The sets of `column`'s records, or nil when they are too many for the ids (65,536) or for
  /// the sets to pay (more than one for every eight records).
  init?(_ column: FacetColumn) {
    guard !column.isSingleValued, column.recordCount > 0 else { return nil }
    // One loop typed for the width of the column's codes (a width test per code was most of it).
    if let codes = column.docCodes.entries(as: UInt8.self) {
      self.init(offsets: column.docOffsets, codes: codes)
    } else if let codes = column.docCodes.entries(as: UInt16.self) {
      self.init(offsets: column.docOffsets, codes: codes)
    } else if let codes = column.docCodes.entries(as: UInt32.self) {
      self.init(offsets: column.docOffsets, codes: codes)
    } else {
      return nil  // no record has a value
    }
  }

  /// The sets of the records whose codes are `codes[offsets[doc]..<offsets[doc + 1]]`.
  private init?<Code: FixedWidthInteger & UnsignedInteger>(offsets docOffsets: UnsafeBufferPointer<UInt32>, codes docCodes: UnsafePointer<Code>) {
    let recordCount = docOffsets.count - 1
    let limit = min(Int(UInt16.max) + 1, max(recordCount / 8, 1))
    var offsets: [UInt32] = [0]
    var codes: [UInt32] = []
    // A set's hash → its id + 1 (0: free), open addressing over twice the most sets kept: a
    // `Dictionary` hashed each of a million keys again. Two different lists with one hash are
    // told apart by comparing them, and give up (nil) rather than share an id.
    let slotCount = 1 << (Int.bitWidth - (2 * limit - 1).leadingZeroBitCount)
    let mask = slotCount - 1
    var slotHashes = [UInt64](repeating: 0, count: slotCount)
    var slotIds = [UInt32](repeating: 0, count: slotCount)
    var failed = false
    let ids = [UInt16](unsafeUninitializedCapacity: recordCount) { ids, initialized in
      initialized = recordCount
      for doc in 0..<recordCount {
        let start = Int(docOffsets[doc])
        let end = Int(docOffsets[doc &+ 1])
        var hash = UInt64(truncatingIfNeeded: end &- start) &* 0x9E37_79B9_7F4A_7C15
        for j in start..<end {
          hash = (hash ^ UInt64(docCodes[j])) &* 0xBF58_476D_1CE4_E5B9
          hash ^= hash &>> 31
        }
        var slot = Int(truncatingIfNeeded: hash &>> 40) & mask
        while slotIds[slot] != 0 && slotHashes[slot] != hash { slot = (slot &+ 1) & mask }
        if slotIds[slot] != 0 {
          let id = UInt16(slotIds[slot] - 1)
          let setStart = Int(offsets[Int(id)])
          guard Int(offsets[Int(id) + 1]) - setStart == end - start,
            (0..<(end - start)).allSatisfy({ codes[setStart + $0] == UInt32(docCodes[start + $0]) })
          else {
            failed = true
            return
          }
          ids[doc] = id
          continue
        }
        let id = offsets.count - 1
        guard id < limit else {
          failed = true
          return
        }
        slotHashes[slot] = hash
        slotIds[slot] = UInt32(id + 1)
        for j in start..<end { codes.append(UInt32(docCodes[j])) }
        offsets.append(UInt32(codes.count))
        ids[doc] = UInt16(id)
      }
    }
    if failed { return nil }
    self.ids = ids
    self.offsets = offsets
    self.codes = codes
  }
}
