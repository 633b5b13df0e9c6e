import SearchModel

/// Counts facet values over every matching record and keeps the top values per facet.
///
/// Counting reads each candidate's precomputed value ids (no strings touched); when every record
/// matches, the value postings' lengths are the counts and nothing is scanned at all. Values are
/// ordered by count (descending) then value, or alphabetically with `sortFacetValuesBy: alpha`.
enum FacetCounter {
  /// `facet -> value -> count` for `attributes`, over `docs`.
  static func counts(
    attributes: [String], docs: [UInt32], snapshot: IndexSnapshot, maxValues: Int, alphabetical: Bool
  ) -> OrderedDictionary<String, OrderedDictionary<String, Int>> {
    var result = OrderedDictionary<String, OrderedDictionary<String, Int>>()
    let everything = docs.count == snapshot.recordCount
    for attribute in attributes {
      guard let column = snapshot.facets[attribute] else { continue }
      var counts = [Int32](repeating: 0, count: column.values.count)
      if everything {
        for v in 0..<column.values.count { counts[v] = Int32(column.count(of: v)) }
      } else {
        let offsets = column.docOffsets
        let values = column.docValues
        counts.withUnsafeMutableBufferPointer { counts in
          docs.withUnsafeBufferPointer { docs in
            for doc in docs {
              var j = Int(offsets[Int(doc)])
              let end = Int(offsets[Int(doc) + 1])
              while j < end {
                counts[Int(values[j])] &+= 1
                j += 1
              }
            }
          }
        }
      }
      var present: [(value: Int, count: Int32)] = []
      for (v, count) in counts.enumerated() where count > 0 { present.append((v, count)) }
      let table = column.values
      func precedes(_ a: Int, _ b: Int) -> Bool { table.bytes(a).lexicographicallyPrecedes(table.bytes(b)) }
      if alphabetical {
        present.sort { precedes($0.value, $1.value) }
      } else {
        present.sort { $0.count != $1.count ? $0.count > $1.count : precedes($0.value, $1.value) }
      }
      var values = OrderedDictionary<String, Int>()
      for entry in present.prefix(max(maxValues, 0)) { values[table.string(entry.value)] = Int(entry.count) }
      result[attribute] = values
    }
    return result
  }

  /// `facets_stats` (min, max, avg, sum) of the numeric facets among `attributes`, over `docs`.
  static func stats(
    attributes: [String], docs: [UInt32], snapshot: IndexSnapshot
  ) -> OrderedDictionary<String, FacetStats> {
    var result = OrderedDictionary<String, FacetStats>()
    for attribute in attributes {
      guard let column = snapshot.numerics[attribute] else { continue }
      var minimum = Double.infinity
      var maximum = -Double.infinity
      var sum = 0.0
      var count = 0
      let offsets = column.docOffsets
      let values = column.values
      docs.withUnsafeBufferPointer { docs in
        for doc in docs {
          var j = Int(offsets[Int(doc)])
          let end = Int(offsets[Int(doc) + 1])
          while j < end {
            let value = values[j]
            minimum = min(minimum, value)
            maximum = max(maximum, value)
            sum += value
            count += 1
            j += 1
          }
        }
      }
      if count > 0 {
        result[attribute] = FacetStats(min: minimum, max: maximum, avg: sum / Double(count), sum: sum)
      }
    }
    return result
  }
}
