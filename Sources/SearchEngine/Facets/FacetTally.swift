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
      let singleValued = columns.map(\.isSingleValued)
      // Two halves of the candidates on two cores (`SecondCore`), each into counts of its own.
      let total = counts.count
      var halvesCounts = [Int32](repeating: 0, count: total * (SecondCore.splits(docs.count) ? 2 : 1))
      let halves = halvesCounts.withUnsafeMutableBufferPointer { halvesCounts in
        docs.withUnsafeBufferPointer { docs in
          SecondCore.split(docs.count) { range, half in
            let tables = zip(columns.indices, singleValued).map { c, single in
              (
                offsets: columns[c].docOffsets, codes: columns[c].docCodes, single: single,
                base: halvesCounts.baseAddress! + half * total + starts[c]
              )
            }
            tables.withUnsafeBufferPointer { tables in
              @inline(__always) func count(_ doc: Int, _ step: Int32) {
                for table in tables {
                  if table.single {  // at most one value per record: no offsets to read
                    table.base[table.codes[doc]] &+= step
                    continue
                  }
                  var j = Int(table.offsets[doc])
                  let end = Int(table.offsets[doc + 1])
                  while j < end {
                    table.base[table.codes[j]] &+= step
                    j += 1
                  }
                }
              }
              if fromTotals {
                // The records that do not match, between consecutive candidates (from the first
                // record for the first half, up to the last record for the second).
                var next = range.lowerBound == 0 ? 0 : Int(docs[range.lowerBound - 1]) + 1
                for j in range {
                  if SearchCancellation.isCancelled(atStep: j) { return }
                  let doc = Int(docs[j])
                  while next < doc {
                    count(next, -1)
                    next += 1
                  }
                  next = doc + 1
                }
                if range.upperBound == docs.count {
                  while next < recordCount {
                    count(next, -1)
                    next += 1
                  }
                }
              } else {
                var start = range.lowerBound
                while start < range.upperBound {
                  if start > range.lowerBound && SearchCancellation.isCancelled { return }
                  let end = min(start + SearchCancellation.stride, range.upperBound)
                  for j in start..<end { count(Int(docs[j]), 1) }
                  start = end
                }
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
}
