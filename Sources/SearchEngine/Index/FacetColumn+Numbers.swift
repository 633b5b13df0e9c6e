extension FacetColumn {
  /// The number each value id stands for, when this facet's values are exactly the numbers `column`
  /// holds for every record (a numeric attribute declared for faceting); nil otherwise.
  ///
  /// `facets_stats` can then be read from the facet counts, one step per distinct value, instead
  /// of reading every matching record's numbers (a million records per keystroke in live mode).
  /// The check is made once per snapshot, on first use: every value must read as a number (or a boolean) and
  /// every record must have, as facet values, the same numbers as in `column` (a record with a
  /// number written as a string, or the same number twice, makes the facet disagree, and its
  /// stats are read record by record as before).
  func numbers(agreeingWith column: NumericColumn) -> [Double]? {
    valueNumbers.value {
      var numbers = [Double](repeating: 0, count: values.count)
      for v in 0..<values.count {
        let text = values.string(v)
        // A boolean is a number to numeric filters and stats (true is 1), and a facet value as text.
        guard let number = text == "true" ? 1 : text == "false" ? 0 : Double(text), number.isFinite else { return nil }
        numbers[v] = number
      }
      if isSingleValued && column.isSingleValued {
        // One value or none per record on both sides (price, rating): compare codes directly,
        // a few milliseconds for a million records where the general loop below took 100 and
        // delayed the first search of a session (live mode's first screen).
        for doc in 0..<recordCount {
          let facetCode = docCodes[doc]
          let numberCode = column.codes[doc]
          guard (facetCode == 0) == (numberCode == 0) else { return nil }
          if facetCode != 0 && numbers[facetCode - 1] != column.distinct[numberCode - 1] { return nil }
        }
        return numbers
      }
      var fromFacet: [Double] = []
      var fromColumn: [Double] = []
      for doc in 0..<recordCount {
        fromFacet.removeAll(keepingCapacity: true)
        forEachValue(of: doc) { fromFacet.append(numbers[$0]) }
        fromColumn.removeAll(keepingCapacity: true)
        column.forEachValue(of: doc) { fromColumn.append($0) }
        guard fromFacet.count == fromColumn.count else { return nil }
        if fromFacet.count == 1 {
          guard fromFacet[0] == fromColumn[0] else { return nil }
        } else if fromFacet.count > 1 {
          guard fromFacet.sorted() == fromColumn.sorted() else { return nil }
        }
      }
      return numbers
    }
  }
}
