import SearchModel

/// Evaluates a `FilterExpression` over an index into the set of records it keeps.
///
/// Facet filters read the facet value postings (values compared case-insensitively, tags and
/// objectIDs exactly); numeric filters binary-search the sorted numeric column; so a filter costs
/// in proportion to the records it touches, never a scan of every record.
struct FilterEvaluator {
  let snapshot: IndexSnapshot
  let settings: EngineSettings

  /// The records `expression` keeps. Throws Algolia's 400 when a facet filter names an
  /// attribute missing from `attributesForFaceting`.
  ///
  /// A group of one numeric filter comes last and, when the records kept so far are fewer than
  /// those its set would hold, tests their values instead of setting the bits of its range:
  /// `brand:ZAGG AND price < 55` checked a few thousand prices where the range set 400,000 bits.
  func evaluate(_ expression: FilterExpression) throws(APIError) -> Bitset {
    var result = Bitset(count: snapshot.recordCount, full: true)
    var numeric: [(filter: NumericFilter, test: ValueTest)] = []
    for group in expression.groups where !group.filters.isEmpty {
      if group.filters.count == 1, case .numeric(let filter) = group.filters[0], let test = valueTest(filter) {
        numeric.append((filter, test))
        continue
      }
      result.formIntersection(try evaluate(group))
    }
    for (filter, test) in numeric {
      if result.cardinality < test.setSize {
        test.column.filter(&result, valuesIn: test.values, keepingHolders: test.keepsHolders)
      } else {
        result.formIntersection(try evaluate(.numeric(filter)))
      }
    }
    return result
  }

  /// How `filter` tests one record's values: the column, the range of its distinct values the
  /// filter names, whether it keeps the records holding one of them (or those holding none), and
  /// how many records its set would take setting. Nil for a filter that reads no column's values
  /// (`numericAttributesForFiltering` leaves it out, or no record has the attribute).
  private typealias ValueTest = (column: NumericColumn, values: Range<Int>, keepsHolders: Bool, setSize: Int)

  private func valueTest(_ filter: NumericFilter) -> ValueTest? {
    guard case .any = settings.numericFiltering.use(of: filter.attribute), let column = snapshot.numerics[filter.attribute]
    else { return nil }
    let (values, inverted) = column.values(matching: filter.condition)
    let records = column.sortedRange(of: values).count
    return (column, values, inverted == filter.isNegated, min(records, snapshot.recordCount - records))
  }

  /// The records one group keeps (OR, or AND for a parenthesised AND group).
  func evaluate(_ group: FilterGroup) throws(APIError) -> Bitset {
    let isAnd = group.combinator == .and
    var result = Bitset(count: snapshot.recordCount, full: isAnd)
    for filter in group.filters {
      let set = try evaluate(filter)
      if isAnd { result.formIntersection(set) } else { result.formUnion(set) }
    }
    return result
  }

  /// The records one filter keeps.
  func evaluate(_ filter: Filter) throws(APIError) -> Bitset {
    var set: Bitset
    let negated: Bool
    switch filter {
    case .facet(let facet):
      set = try facetSet(facet)
      negated = facet.isNegated
    case .tag(let tag):
      set = try tagSet(tag.value)
      negated = tag.isNegated
    case .numeric(let numeric):
      set = numericSet(numeric)
      negated = numeric.isNegated
    }
    if negated { set.invert() }
    return set
  }

  private func facetSet(_ filter: FacetFilter) throws(APIError) -> Bitset {
    var set = Bitset(count: snapshot.recordCount)
    let text: String
    switch filter.value {
    case .string(let string): text = string
    case .number(let number): text = JSONValue.numberText(number)
    case .bool(let flag): text = flag ? "true" : "false"
    }
    if filter.attribute == "objectID" {
      if let doc = snapshot.doc(objectID: text) { set.insert(doc) }
      return set
    }
    if filter.attribute == "_tags" { return try tagSet(text) }
    guard settings.facet(filter.attribute) != nil, let column = snapshot.facets[filter.attribute] else {
      throw APIError.badRequest(
        "Invalid filter: attribute \(filter.attribute) is not declared in attributesForFaceting")
    }
    for value in column.folded[text.lowercased()] ?? [] {
      try insertRecords(of: Int(value), of: column, into: &set)
    }
    return set
  }

  private func tagSet(_ tag: String) throws(APIError) -> Bitset {
    var set = Bitset(count: snapshot.recordCount)
    guard let column = snapshot.facets["_tags"] else { return set }
    for value in column.folded[tag.lowercased()] ?? [] where column.values.string(Int(value)) == tag {
      try insertRecords(of: Int(value), of: column, into: &set)
    }
    return set
  }

  /// Adds the records of `column`'s value `value` to `set`, or throws the corrupt-index error when
  /// the value's record list is damaged.
  private func insertRecords(of value: Int, of column: FacetColumn, into set: inout Bitset) throws(APIError) {
    guard column.insertRecords(of: value, into: &set) else {
      let error = IndexFormatError(
        path: snapshot.directory + "/" + IndexLayout.facets, reason: "inconsistent facet tables for \(column.attribute)")
      throw APIError(message: "Index \(snapshot.name) is corrupt: \(error)", status: 500)
    }
  }

  private func numericSet(_ filter: NumericFilter) -> Bitset {
    var set = Bitset(count: snapshot.recordCount)
    let indexed: Bool
    switch settings.numericFiltering.use(of: filter.attribute) {
    case .any: indexed = true
    case .none: indexed = false
    case .equalOnly:
      switch filter.condition {
      case .comparison(.equal, _), .comparison(.notEqual, _): indexed = true
      default: indexed = false
      }
    }
    guard indexed, let column = snapshot.numerics[filter.attribute] else {
      if case .comparison(.notEqual, _) = filter.condition { return Bitset(count: snapshot.recordCount, full: true) }
      return set
    }
    let all = column.sortedDocs.count
    // The records whose value is in `range` of the column's order (`inverted`: those whose value is
    // not, or that have none).
    let (values, isNotEqual) = column.values(matching: filter.condition)
    let range = column.sortedRange(of: values)
    var inverted = isNotEqual
    // A range holding most records is set as its complement, then inverted: a comparison such as
    // `price < 500` sets the fewer bits, at random places in the set, either way. Only a column
    // where each record has exactly one value (one code each, all listed) has a complement of
    // that kind.
    if column.isSingleValued && all == snapshot.recordCount && range.count * 2 > all {
      set.insert(contentsOf: UnsafeBufferPointer(rebasing: column.sortedDocs[0..<range.lowerBound]))
      set.insert(contentsOf: UnsafeBufferPointer(rebasing: column.sortedDocs[range.upperBound..<all]))
      inverted.toggle()
    } else {
      set.insert(contentsOf: UnsafeBufferPointer(rebasing: column.sortedDocs[range]))
    }
    if inverted { set.invert() }
    return set
  }

  /// Per record, the score of the scored filters it matches (`<score=N>`, optionalFilters):
  /// summed over groups, the best filter inside each group (or, with `sumOrFiltersScores`, the
  /// sum of those it matches, as Algolia accumulates them). Nil when no filter carries a score.
  func scores(_ expressions: [FilterExpression], sumOrFiltersScores: Bool = false) throws(APIError) -> [UInt16]? {
    var scores: [UInt16]?
    for expression in expressions {
      for group in expression.groups {
        let scored = group.filters.compactMap { filter -> (Filter, Int)? in
          switch filter {
          case .facet(let facet): facet.score.map { (filter, $0) }
          case .tag(let tag): tag.score.map { (filter, $0) }
          case .numeric: nil
          }
        }
        guard !scored.isEmpty else { continue }
        var total = scores ?? [UInt16](repeating: 0, count: snapshot.recordCount)
        scores = nil  // `total` holds the only reference while it is written
        if scored.count == 1 {
          // One scored filter in the group (a rule's or a query's optional filter, most often):
          // its score goes straight to its records, with no per-record pass over the index.
          let members = try evaluate(scored[0].0).members()
          let score = UInt16(clamping: scored[0].1)
          total.withUnsafeMutableBufferPointer { total in
            for doc in members { total[Int(doc)] &+= score }
          }
        } else {
          var best = [UInt16](repeating: 0, count: snapshot.recordCount)
          for (filter, score) in scored {
            let members = try evaluate(filter).members()
            let score = UInt16(clamping: score)
            best.withUnsafeMutableBufferPointer { best in
              if sumOrFiltersScores {
                for doc in members { best[Int(doc)] &+= score }
              } else {
                for doc in members { best[Int(doc)] = max(best[Int(doc)], score) }
              }
            }
          }
          total.withUnsafeMutableBufferPointer { total in
            best.withUnsafeBufferPointer { best in
              for i in total.indices { total[i] &+= best[i] }
            }
          }
        }
        scores = total
      }
    }
    return scores
  }
}
