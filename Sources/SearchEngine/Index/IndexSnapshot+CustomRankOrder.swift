extension IndexSnapshot {
  /// Every record, best first in the stored `customRanking` order, ties by record id: the order
  /// an empty query ranks in (empty when the index has no custom ranking).
  ///
  /// Made on first use by a counting sort of `customRanks` (a rank is the position of the first
  /// record of its tie group, so ranks are below the record count): a few milliseconds once at a
  /// million records, where ranking every record of an empty query by heap cost that much each time.
  var recordsInCustomOrder: [UInt32] {
    customRankOrder.value {
      let count = customRanks.count
      guard count > 0 else { return [] }
      // A rank out of range (a damaged file) sorts last instead of writing out of bounds.
      @inline(__always) func rank(_ doc: Int) -> Int { min(Int(customRanks[doc]), count - 1) }
      var starts = [Int](repeating: 0, count: count + 1)
      for doc in 0..<count { starts[rank(doc) + 1] += 1 }
      for r in 0..<count { starts[r + 1] += starts[r] }
      return [UInt32](unsafeUninitializedCapacity: count) { order, initialized in
        for doc in 0..<count {
          let r = rank(doc)
          order[starts[r]] = UInt32(doc)
          starts[r] += 1
        }
        initialized = count
      }
    }
  }

  /// Each record's custom rank shifted right by `shift` to fit a byte: a rank bucket, whose order
  /// agrees with the ranks' (a record of a higher bucket has a higher rank).
  ///
  /// Keeping the best few of thousands of candidates by custom rank reads each one's rank at a
  /// random place of a table of 4 bytes a record; most candidates lose to the worst one kept, and
  /// their bucket, in a table a quarter of the size that stays in the cache, says so.
  var customRankBuckets: (buckets: [UInt8], shift: Int) {
    customRankBucketTable.value {
      let count = customRanks.count
      let shift = max(0, Int.bitWidth - count.leadingZeroBitCount - 8)
      let buckets = [UInt8](unsafeUninitializedCapacity: count) { buckets, initialized in
        for doc in 0..<count { buckets[doc] = UInt8(truncatingIfNeeded: min(Int(customRanks[doc]), count - 1) >> shift) }
        initialized = count
      }
      return (buckets, shift)
    }
  }
}
