extension Ranker {
  /// The candidate indexes of the best `k` records, best first (none when the search is
  /// cancelled meanwhile).
  ///
  /// The leading narrow criteria of the key (typo, words, filters, proximity, attribute, exact:
  /// 16 bits at most) select first, one at a time over the candidates still tied: a histogram of
  /// the criterion's values gives the value at which the page fills; candidates below it are in
  /// the page whatever follows, those above it are out, and only those at it go on to the next
  /// criterion. What is still tied after them (custom ranking, sorts, geo) goes through the
  /// bounded heap. The page is the one a heap over every candidate gives, records and order, but a
  /// query matching a million records reads each candidate's figures once per criterion it ties
  /// on, in tight loops, instead of comparing whole keys.
  func top(_ k: Int) -> [Int] {
    let n = matches.count
    guard k > 0, n > 0 else { return [] }
    if k >= n { return sortedAll() }
    let narrow = selectionCriteria()
    // Below this many tied candidates the heap is cheaper than another pass.
    let small = max(4 * k, 256)
    if narrow.isEmpty || n <= small { return heapTop(k, among: nil) }
    var sure: [Int] = []
    var pool = [UInt32](unsafeUninitializedCapacity: n) { buffer, count in
      for i in 0..<n { buffer[i] = UInt32(i) }
      count = n
    }
    var values = [UInt16](repeating: 0, count: n)
    var cancelled = false
    withContext { context in
      for criterion in narrow {
        let need = k - sure.count
        if pool.count <= small { break }
        // Each pass reads every pooled candidate's figures: a superseded search stops between two.
        if SearchCancellation.isCancelled {
          cancelled = true
          break
        }
        if criterion.kind == .typo && !anyTypo() { continue }  // every candidate has none
        let limit = (UInt64(1) << criterion.width) - 1
        var histogram = [UInt32](repeating: 0, count: Int(limit) + 1)
        pool.withUnsafeBufferPointer { pool in
          values.withUnsafeMutableBufferPointer { values in
            histogram.withUnsafeMutableBufferPointer { histogram in
              /// One tight loop per criterion (the switch outside it): the value of every pooled
              /// candidate, and the histogram of those values.
              @inline(__always) func fill(_ value: (Int) -> UInt64) {
                for j in 0..<pool.count {
                  let v = min(value(Int(pool[j])), limit)
                  values[j] = UInt16(truncatingIfNeeded: v)
                  histogram[Int(v)] &+= 1
                }
              }
              switch criterion.kind {
              case .typo: fill { UInt64(context.typos($0)) }
              case .proximity: fill { UInt64(context.proximity($0)) }
              case .attribute: fill { UInt64(context.attribute($0).key) }
              case .exact: fill { limit - min(UInt64(context.exactWords($0)), limit) }
              default: fill { context.value(of: criterion.kind, $0, limit: limit) }
              }
            }
          }
        }
        // The value at which the page fills: fewer than `need` candidates below it.
        var below = 0
        var threshold = 0
        while below + Int(histogram[threshold]) < need {
          below += Int(histogram[threshold])
          threshold += 1
        }
        if below == 0 && Int(histogram[threshold]) == pool.count { continue }  // every candidate ties
        var kept = 0
        sure.reserveCapacity(k)
        pool.withUnsafeMutableBufferPointer { pool in
          for j in 0..<pool.count {
            let value = Int(values[j])
            if value < threshold {
              sure.append(Int(pool[j]))
            } else if value == threshold {
              pool[kept] = pool[j]
              kept += 1
            }
          }
        }
        pool.removeLast(pool.count - kept)
      }
    }
    if cancelled { return [] }  // the executor throws before anyone reads the page
    let rest = pool.withUnsafeBufferPointer { heapTop(k - sure.count, among: $0) }
    return sorted(sure) + rest
  }

  /// Whether some candidate matched a word with a typo: when none did, the typo criterion ties
  /// every candidate, and a scan of the codes (a byte each) spares a pass computing it.
  private func anyTypo() -> Bool {
    matches.codes.withUnsafeBufferPointer { codes in
      var found: UInt8 = 0
      for code in codes where code != PlanMatcher.absent { found |= code >> 1 }
      return found != 0
    }
  }

  /// The leading criteria of the key's first word that select by histogram: integer criteria of
  /// 16 bits at most, up to the custom rank or geo (wide values, left to the heap).
  private func selectionCriteria() -> [PackedCriterion] {
    guard let first = segments.first, !first.isNumber else { return [] }
    var result: [PackedCriterion] = []
    for criterion in criteria[first.criteriaStart..<(first.criteriaStart + first.criteriaCount)] {
      if criterion.kind == .custom || criterion.kind == .geo || criterion.width > 16 { break }
      result.append(criterion)
    }
    return result
  }
}
