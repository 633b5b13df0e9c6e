import SearchModel

/// The numbers of one attribute: each record's (for stats, ranking and sort replicas) and the
/// records sorted by value (for range filters).
///
/// A column stores its distinct values once and, per record, a code at the narrowest width that
/// holds them (`CodeTable`), because a catalogue's numbers repeat: bestbuy-1m's price and
/// popularity took 24 MB each as 64-bit values per record plus a sorted copy, 6 MB this way. Codes
/// are ordered as the values, so a code compares as its value. An attribute no record holds
/// several numbers in (a price) has one code per record, 0 where the record has none; an array
/// attribute has `docOffsets` into its codes, which are then never 0.
struct NumericColumn: @unchecked Sendable {
  let attribute: String
  /// The distinct values, ascending (`-0` stored as `0`).
  let distinct: UnsafeBufferPointer<Double>
  /// Per record (or, for an array attribute, per value): the index in `distinct` plus one.
  let codes: CodeTable
  /// Where each record's codes start in `codes`, one more entry than records; empty when no record
  /// holds several numbers (`codes` then has one entry per record).
  let docOffsets: UnsafeBufferPointer<UInt32>
  /// Where each distinct value's records start in `sortedDocs`, one more entry than values.
  let valueStarts: UnsafeBufferPointer<UInt32>
  /// Records ordered by (value, record), once per value they hold.
  let sortedDocs: UnsafeBufferPointer<UInt32>

  /// Whether every record holds at most one number (one code per record).
  var isSingleValued: Bool { docOffsets.isEmpty }

  /// The first number of `doc`, used for ranking; nil when the record has none.
  @inline(__always) func first(of doc: Int) -> Double? {
    let code: Int
    if docOffsets.isEmpty {
      code = codes[doc]
    } else {
      let start = Int(docOffsets[doc])
      guard start < Int(docOffsets[doc + 1]) else { return nil }
      code = codes[start]
    }
    return code == 0 ? nil : distinct[code - 1]
  }

  /// Calls `body` with each number of `doc`, in the order the record holds them.
  @inline(__always) func forEachValue(of doc: Int, _ body: (Double) -> Void) {
    if docOffsets.isEmpty {
      let code = codes[doc]
      if code != 0 { body(distinct[code - 1]) }
      return
    }
    for j in Int(docOffsets[doc])..<Int(docOffsets[doc + 1]) { body(distinct[codes[j] - 1]) }
  }

  /// Index in `sortedDocs` of the first record whose value is `>= value` (or `> value` when `strict`).
  func lowerBound(_ value: Double, strict: Bool) -> Int {
    Int(valueStarts[distinctBound(value, strict: strict)])
  }

  /// Index in `distinct` of the first value `>= value` (or `> value` when `strict`).
  func distinctBound(_ value: Double, strict: Bool) -> Int {
    var low = 0
    var high = distinct.count
    while low < high {
      let mid = (low + high) / 2
      let v = distinct[mid]
      if v < value || (strict && v == value) { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The distinct values `condition` names, as a range of `distinct`, and whether it keeps the
  /// records holding none of them instead (`!=`).
  func values(matching condition: NumericCondition) -> (values: Range<Int>, inverted: Bool) {
    switch condition {
    case .range(let lower, let upper):
      let start = distinctBound(lower, strict: false)
      return (start..<max(start, distinctBound(upper, strict: true)), false)
    case .comparison(let op, let value):
      switch op {
      case .lessThan: return (0..<distinctBound(value, strict: false), false)
      case .lessThanOrEqual: return (0..<distinctBound(value, strict: true), false)
      case .greaterThan: return (distinctBound(value, strict: true)..<distinct.count, false)
      case .greaterThanOrEqual: return (distinctBound(value, strict: false)..<distinct.count, false)
      case .equal, .notEqual:
        return (distinctBound(value, strict: false)..<distinctBound(value, strict: true), op == .notEqual)
      }
    }
  }

  /// The positions in `sortedDocs` of the records holding `values` (a range of `distinct`).
  func sortedRange(of values: Range<Int>) -> Range<Int> {
    Int(valueStarts[values.lowerBound])..<Int(valueStarts[values.upperBound])
  }

  /// Keeps the members of `set` that hold a value whose index in `distinct` is in `values` (or,
  /// without `keepingHolders`, that hold none): a code is that index plus one, so only the
  /// members' codes are read, in one loop typed for their width.
  func filter(_ set: inout Bitset, valuesIn values: Range<Int>, keepingHolders: Bool) {
    if let codes = codes.entries(as: UInt8.self) {
      filter(&set, codes: codes, valuesIn: values, keepingHolders: keepingHolders)
    } else if let codes = codes.entries(as: UInt16.self) {
      filter(&set, codes: codes, valuesIn: values, keepingHolders: keepingHolders)
    } else if let codes = codes.entries(as: UInt32.self) {
      filter(&set, codes: codes, valuesIn: values, keepingHolders: keepingHolders)
    } else {
      // No codes: no record holds a value.
      if keepingHolders { set = Bitset(count: set.count) }
    }
  }

  private func filter<Code: FixedWidthInteger & UnsignedInteger>(
    _ set: inout Bitset, codes: UnsafePointer<Code>, valuesIn values: Range<Int>, keepingHolders: Bool
  ) {
    // Codes low...high, compared as one unsigned difference.
    let low = UInt64(values.lowerBound + 1)
    let span = UInt64(values.count)
    let offsets = docOffsets
    set.formFilter { doc in
      if offsets.isEmpty { return (UInt64(codes[doc]) &- low < span) == keepingHolders }
      for j in Int(offsets[doc])..<Int(offsets[doc + 1]) where UInt64(codes[j]) &- low < span { return keepingHolders }
      return !keepingHolders
    }
  }

  /// Whether the tables agree enough that no read through them leaves them, for a column of
  /// `recordCount` records (checked at open; each a pass over one table).
  func isConsistent(recordCount: Int) -> Bool {
    let range = codes.range
    guard valueStarts.count == distinct.count + 1, TableCheck.ascending(valueStarts, upTo: sortedDocs.count),
      TableCheck.allBelow(sortedDocs, recordCount), range.upperBound <= distinct.count
    else { return false }
    for i in distinct.indices.dropFirst() where !(distinct[i - 1] < distinct[i]) { return false }
    if docOffsets.isEmpty { return codes.count == recordCount }
    return docOffsets.count == recordCount + 1 && docOffsets.last.map { Int($0) == codes.count } ?? false
      && TableCheck.ascending(docOffsets, upTo: codes.count) && (codes.count == 0 || range.lowerBound >= 1)
      && sortedDocs.count == codes.count
  }
}
