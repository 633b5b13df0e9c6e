import SearchModel

/// What a search answers about facets: the top values per facet and `facets_stats`.
///
/// Both read one `FacetTally` of the matching records. Values are ordered by count (descending)
/// then value, or alphabetically with `sortFacetValuesBy: alpha`. The stats of a numeric facet
/// whose values are its numbers (`FacetColumn.numbers(agreeingWith:)`) come from the tally's
/// counts, one step per distinct value; any other numeric attribute is read record by record.
enum FacetCounter {
  /// `facet -> value -> count` of the tally's facets, at most `maxValues` values each.
  static func counts(
    _ tally: FacetTally, maxValues: Int, alphabetical: Bool
  ) -> OrderedDictionary<String, OrderedDictionary<String, Int>> {
    var result = OrderedDictionary<String, OrderedDictionary<String, Int>>()
    for (c, (attribute, column)) in tally.columns.enumerated() {
      var present: [(value: Int, count: Int)] = []
      for v in 0..<column.values.count {
        let count = tally.count(column: c, value: v)
        if count > 0 { present.append((v, count)) }
      }
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

  /// `facets_stats` (min, max, avg, sum) of the numeric facets among `attributes`, over `docs`
  /// (the records `tally` counted).
  static func stats(
    attributes: [String], docs: [UInt32], snapshot: IndexSnapshot, tally: FacetTally
  ) -> OrderedDictionary<String, FacetStats> {
    var result = OrderedDictionary<String, FacetStats>()
    for attribute in attributes {
      guard let numbers = snapshot.numerics[attribute] else { continue }
      var summary = Summary()
      if let c = tally.columns.firstIndex(where: { $0.attribute == attribute }),
        let values = tally.columns[c].column.numbers(agreeingWith: numbers)
      {
        for v in values.indices {
          let count = tally.count(column: c, value: v)
          if count > 0 { summary.add(values[v], times: count) }
        }
      } else {
        summary = recordByRecord(numbers, docs: docs)
      }
      if let stats = summary.stats { result[attribute] = stats }
    }
    return result
  }

  /// The summary of `column`'s values of every record of `docs`.
  private static func recordByRecord(_ column: NumericColumn, docs: [UInt32]) -> Summary {
    var summary = Summary()
    docs.withUnsafeBufferPointer { docs in
      for doc in docs { column.forEachValue(of: Int(doc)) { summary.add($0, times: 1) } }
    }
    return summary
  }

  /// Minimum, maximum, sum and number of values seen.
  private struct Summary {
    var minimum = Double.infinity
    var maximum = -Double.infinity
    var sum = 0.0
    var count = 0

    @inline(__always) mutating func add(_ value: Double, times: Int) {
      minimum = min(minimum, value)
      maximum = max(maximum, value)
      sum += times == 1 ? value : value * Double(times)
      count += times
    }

    var stats: FacetStats? {
      count > 0 ? FacetStats(min: minimum, max: maximum, avg: sum / Double(count), sum: sum) : nil
    }
  }
}
