import SearchModel

extension Filter {
  /// The filter's canonical `filters` text, from the SearchModel printer.
  ///
  /// FilterState orders filters inside a group by this string (byte order), as InstantSearch
  /// does, so the same set of filters always prints the same way.
  var canonicalText: String { description }

  /// The attribute a filter applies to (`_tags` for tag filters).
  var targetAttribute: String {
    switch self {
    case .facet(let facet): facet.attribute
    case .numeric(let numeric): numeric.attribute
    case .tag: "_tags"
    }
  }

  /// Whether the filter excludes what it matches.
  var isNegatedFilter: Bool {
    switch self {
    case .facet(let facet): facet.isNegated
    case .numeric(let numeric): numeric.isNegated
    case .tag(let tag): tag.isNegated
    }
  }

  /// The same filter with `isNegated` flipped: `NOT "a":"x"` for `"a":"x"`.
  public func not() -> Filter {
    switch self {
    case .facet(var facet):
      facet.isNegated.toggle()
      return .facet(facet)
    case .numeric(var numeric):
      numeric.isNegated.toggle()
      return .numeric(numeric)
    case .tag(var tag):
      tag.isNegated.toggle()
      return .tag(tag)
    }
  }
}

extension Array where Element == Filter {
  /// The filters in canonical order: by printed text, byte order.
  func canonicallySorted() -> [Filter] {
    map { ($0.canonicalText, $0) }
      .sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
      .map(\.1)
  }
}
