/// The count of every value of some facet columns over one set of records: what `facets` and
/// `facets_stats` are read from.
///
/// Counting reads each candidate's precomputed value ids (no strings touched), for every requested
/// facet in one pass over the candidates. When every record matches, the value postings' lengths
/// (stored at import) are the counts and nothing is scanned at all; when more than half of the
/// records match, the records that do not are subtracted from those totals instead, so a query
/// matching most of the index scans the smaller side. A search cancelled meanwhile stops counting
/// early (`SearchCancellation`): the partial counts are never answered. A large candidate set is
/// counted in two halves on two cores when the process has them (`SecondCore`).
struct FacetTally {
  /// The requested attributes that are faceted, in request order, with their columns.
  let columns: [(attribute: String, column: FacetColumn)]
  /// Column c's value v is counted at `counts[starts[c] + 1 + v]`: a record's code (value id plus
  /// one, 0 for no value) indexes from `starts[c]`, whose own slot counts records without a value
  /// and is never read.
  private let starts: [Int]
  private let counts: [Int32]

  /// Counts the values of `attributes` (those not faceted are left out) over `docs` (ascending record ids).
  init(attributes: [String], docs: [UInt32], snapshot: IndexSnapshot) {
    let counted = attributes.compactMap { attribute in snapshot.facets[attribute].map { (attribute, $0) } }
    let columns = counted.map(\.1)
    var starts = [0]
    for column in columns { starts.append(starts[starts.count - 1] + 1 + column.values.count) }
    // Every facet's counts in one flat array: column c's code k at starts[c] + k.
    var counts = [Int32](repeating: 0, count: starts[starts.count - 1])
    let recordCount = snapshot.recordCount
    let fromTotals = docs.count * 2 > recordCount
    if fromTotals {
      for (c, column) in columns.enumerated() {
        for v in 0..<column.values.count { counts[starts[c] + 1 + v] = Int32(column.count(of: v)) }
      }
    }
    if docs.count != recordCount && !columns.isEmpty {
      // A multi-valued column's candidates are counted by value set when it has few (`FacetValueSets`).
      let sets = columns.map(\.valueSets)
      // Two halves of the candidates on two cores (`SecondCore`), each into counts of its own.
      let total = counts.count
      var halvesCounts = [Int32](repeating: 0, count: total * (SecondCore.splits(docs.count) ? 2 : 1))
      let halves = halvesCounts.withUnsafeMutableBufferPointer { halvesCounts in
        docs.withUnsafeBufferPointer { docs in
          SecondCore.split(docs.count) { range, half in
            let base = halvesCounts.baseAddress! + half * total
            // Per column counted by set, this half's count of each set, given to the values at the end.
            let setCounts = sets.map { sets in sets.map { [Int32](repeating: 0, count: $0.count) } }
            var counted = columns.indices.map { (column: columns[$0], counts: base + starts[$0], sets: setCounts[$0]) }
            defer {
              for (c, column) in counted.enumerated() {
                if let setCounts = column.sets, let sets = sets[c] { Self.add(setCounts, of: sets, to: column.counts) }
              }
            }
            /// Every column's values of `records`, a column at a time.
            func count(_ records: UnsafeBufferPointer<UInt32>, step: Int32) {
              for c in counted.indices {
                if let ids = sets[c]?.ids {
                  Self.count(sets: ids, of: records, into: &counted[c].sets!, step: step)
                } else {
                  Self.count(counted[c].column, of: records, into: counted[c].counts, step: step)
                }
              }
            }
            if fromTotals {
              // The records that do not match, from the first record (the first half) or the one
              // after the previous half's last candidate, up to this half's last candidate (the
              // last record for the second half), gathered a chunk at a time.
              let from = range.lowerBound == 0 ? 0 : Int(docs[range.lowerBound - 1]) + 1
              let to = range.upperBound == docs.count ? recordCount : Int(docs[range.upperBound - 1])
              // The candidates as bits over `from..<to` (and one more: the first half's last
              // candidate is `to`), the records whose bit is clear read out a word at a time: no
              // branch on gaps of random length between matches, no chain of dependent loads.
              let span = to - from
              let words = (span + 64) >> 6
              withUnsafeTemporaryAllocation(of: UInt64.self, capacity: words) { bits in
                let bits = bits.baseAddress.unsafelyUnwrapped
                bits.initialize(repeating: 0, count: words)
                for j in range {
                  let bit = Int(docs[j]) &- from
                  bits[bit &>> 6] |= 1 &<< UInt64(bit & 63)
                }
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: Self.chunk) { chunk in
                  let chunk = chunk.baseAddress.unsafelyUnwrapped
                  var n = 0
                  for w in 0..<words {
                    let valid = span &- (w &<< 6)
                    if valid <= 0 { break }
                    var missing = ~bits[w]
                    if valid < 64 { missing &= (1 &<< UInt64(valid)) &- 1 }
                    let first = from &+ (w &<< 6)
                    while missing != 0 {
                      chunk[n] = UInt32(truncatingIfNeeded: first &+ missing.trailingZeroBitCount)
                      n &+= 1
                      missing &= missing &- 1
                      if n == Self.chunk {
                        count(UnsafeBufferPointer(start: chunk, count: n), step: -1)
                        n = 0
                        if SearchCancellation.isCancelled { return }
                      }
                    }
                  }
                  count(UnsafeBufferPointer(start: chunk, count: n), step: -1)
                }
              }
            } else {
              var start = range.lowerBound
              while start < range.upperBound {
                if start > range.lowerBound && SearchCancellation.isCancelled { return }
                let end = min(start + Self.chunk, range.upperBound)
                count(UnsafeBufferPointer(rebasing: docs[start..<end]), step: 1)
                start = end
              }
            }
          }
        }
      }
      for half in 0..<halves {
        for v in 0..<total { counts[v] &+= halvesCounts[half * total + v] }
      }
    }
    self.columns = counted.map { (attribute: $0.0, column: $0.1) }
    self.starts = starts
    self.counts = counts
  }

  /// The count of column `c`'s value `v`.
  func count(column c: Int, value v: Int) -> Int { Int(counts[starts[c] + 1 + v]) }

  /// Records counted column by column in chunks of this many: a chunk's record numbers stay in
  /// the first-level cache while each column reads them.
  private static let chunk = 4096

  /// Adds `step` to the count of each of `records`' value set (`ids` per record).
  private static func count(sets ids: [UInt16], of records: UnsafeBufferPointer<UInt32>, into counts: inout [Int32], step: Int32) {
    ids.withUnsafeBufferPointer { ids in
      counts.withUnsafeMutableBufferPointer { counts in
        for doc in records { counts[Int(ids[Int(doc)])] &+= step }
      }
    }
  }

  /// Adds each set's count to the counts of its values (indexed by code).
  private static func add(_ setCounts: [Int32], of sets: FacetValueSets, to counts: UnsafeMutablePointer<Int32>) {
    for s in 0..<setCounts.count where setCounts[s] != 0 {
      for j in Int(sets.offsets[s])..<Int(sets.offsets[s + 1]) { counts[Int(sets.codes[j])] &+= setCounts[s] }
    }
  }

  /// Adds `step` to `counts[code]` for each code of `column` that `records` have (a record's code
  /// is its value id plus one, 0 for no value), in one loop typed for the width of the column's codes.
  private static func count(
    _ column: FacetColumn, of records: UnsafeBufferPointer<UInt32>, into counts: UnsafeMutablePointer<Int32>, step: Int32
  ) {
    let offsets = column.isSingleValued ? nil : column.docOffsets.baseAddress
    if let codes = column.docCodes.entries(as: UInt8.self) {
      count(codes, offsets: offsets, of: records, into: counts, step: step)
    } else if let codes = column.docCodes.entries(as: UInt16.self) {
      count(codes, offsets: offsets, of: records, into: counts, step: step)
    } else if let codes = column.docCodes.entries(as: UInt32.self) {
      count(codes, offsets: offsets, of: records, into: counts, step: step)
    }
    // No codes at all: no record has a value.
  }

  @inline(__always)
  private static func count<Code: FixedWidthInteger & UnsignedInteger>(
    _ codes: UnsafePointer<Code>, offsets: UnsafePointer<UInt32>?, of records: UnsafeBufferPointer<UInt32>,
    into counts: UnsafeMutablePointer<Int32>, step: Int32
  ) {
    guard let offsets else {
      // At most one value per record: no offsets to read.
      for doc in records { counts[Int(codes[Int(doc)])] &+= step }
      return
    }
    for doc in records {
      var j = Int(offsets[Int(doc)])
      let end = Int(offsets[Int(doc) + 1])
      while j < end {
        counts[Int(codes[j])] &+= step
        j += 1
      }
    }
  }
}
