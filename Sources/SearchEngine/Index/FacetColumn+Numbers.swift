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
      guard column.docOffsets.count == docOffsets.count else { return nil }
      var fromFacet: [Double] = []
      var fromColumn: [Double] = []
      for doc in 0..<max(docOffsets.count - 1, 0) {
        let facetValues = values(of: doc)
        let columnValues = column.values(of: doc)
        guard facetValues.count == columnValues.count else { return nil }
        if facetValues.count == 1 {
          guard numbers[Int(facetValues[0])] == columnValues[0] else { return nil }
        } else if facetValues.count > 1 {
          fromFacet.removeAll(keepingCapacity: true)
          fromColumn.removeAll(keepingCapacity: true)
          for v in facetValues { fromFacet.append(numbers[Int(v)]) }
          fromColumn.append(contentsOf: columnValues)
          guard fromFacet.sorted() == fromColumn.sorted() else { return nil }
        }
      }
      return numbers
    }
  }
}
