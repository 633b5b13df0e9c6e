/// A parsed `filters` string: an AND of groups, each group an OR of filters of one kind.
///
/// This is the shape Algolia accepts ("only (X OR Y) AND Z is allowed"), so every value of this
/// type is a valid filter and every valid filter has a value of this type. The parser produces it,
/// the printer renders it in InstantSearch's canonical form, and the engine evaluates it.
public struct FilterExpression: Sendable, Hashable {
  /// The groups, combined with AND.
  public var groups: [FilterGroup]

  /// An expression made of `groups`, combined with AND; no groups means no filtering.
  public init(groups: [FilterGroup] = []) {
    self.groups = groups
  }

  /// True when there is nothing to filter on (the empty string parses to this).
  public var isEmpty: Bool { groups.allSatisfy(\.filters.isEmpty) }
}

/// One group of a `FilterExpression`: its filters combined with OR (or a single filter).
///
/// Algolia forbids mixing kinds inside an OR, so a group with more than one filter holds
/// filters of a single `FilterKind`.
///
/// FilterState also renders its AND groups as one parenthesised group (`( a AND b )`), so a
/// group carries its `combinator`; it defaults to `.or`, the only combinator the parser
/// produces (a parenthesised AND is flattened into the top-level AND, see `normalized`).
public struct FilterGroup: Sendable, Hashable {
  /// The filters of the group, in the order they are printed.
  public var filters: [Filter]
  /// How the filters combine: `.or` (any must match) or `.and` (all must match).
  public var combinator: FilterCombinator

  /// A group of `filters`, combined with OR unless `combinator` says otherwise.
  public init(_ filters: [Filter], combinator: FilterCombinator = .or) {
    self.filters = filters
    self.combinator = combinator
  }
}

/// The three kinds of filter Algolia distinguishes; an OR group holds only one of them.
public enum FilterKind: String, Sendable, Hashable, CaseIterable {
  /// `attribute:value`.
  case facet
  /// `attribute < number` or `attribute:a TO b`.
  case numeric
  /// `_tags:value` or a bare value.
  case tag
}

/// A single filter: facet, numeric or tag, possibly negated.
public enum Filter: Sendable, Hashable {
  /// `attribute:value`.
  case facet(FacetFilter)
  /// A comparison or a range on a number.
  case numeric(NumericFilter)
  /// A `_tags` value.
  case tag(TagFilter)

  /// Which of the three kinds this filter is (an OR group may hold only one kind).
  public var kind: FilterKind {
    switch self {
    case .facet: .facet
    case .numeric: .numeric
    case .tag: .tag
    }
  }
}

/// `attribute:value`, optionally negated (`NOT brand:Apple`) and scored (`brand:Apple<score=3>`).
public struct FacetFilter: Sendable, Hashable {
  /// The facet attribute, possibly nested (`categories.lvl0`).
  public var attribute: String
  /// The value the attribute must equal.
  public var value: FacetValue
  /// `NOT attribute:value`: the record must not have the value.
  public var isNegated: Bool
  /// `<score=N>`: the weight of the filter in optional filters' scoring, if given.
  public var score: Int?

  /// A facet filter; not negated and unscored unless said.
  public init(attribute: String, value: FacetValue, isNegated: Bool = false, score: Int? = nil) {
    self.attribute = attribute
    self.value = value
    self.isNegated = isNegated
    self.score = score
  }
}

/// The value side of a facet filter. Algolia matches strings case-insensitively, and
/// numbers and booleans against the record's own type.
public enum FacetValue: Sendable, Hashable {
  /// A quoted or bare word (`brand:Apple`, `brand:"Sam sung"`).
  case string(String)
  /// A bare number (`size:40`).
  case number(Double)
  /// A bare `true` or `false`.
  case bool(Bool)
}

/// `price < 10` or `price:10 TO 20`, optionally negated.
public struct NumericFilter: Sendable, Hashable {
  /// The numeric attribute, possibly nested.
  public var attribute: String
  /// The comparison or range the value must satisfy.
  public var condition: NumericCondition
  /// `NOT price < 10`: kept as written; the engine inverts the condition.
  public var isNegated: Bool

  /// A numeric filter; not negated unless said.
  public init(attribute: String, condition: NumericCondition, isNegated: Bool = false) {
    self.attribute = attribute
    self.condition = condition
    self.isNegated = isNegated
  }
}

/// The test a numeric filter applies.
public enum NumericCondition: Sendable, Hashable {
  /// `attribute OP value`.
  case comparison(NumericOperator, Double)
  /// Inclusive at both ends, as Algolia's `TO`.
  case range(lower: Double, upper: Double)
}

/// The comparison operators of the `filters` language.
public enum NumericOperator: String, Sendable, Hashable, CaseIterable {
  /// `<`
  case lessThan = "<"
  /// `<=`
  case lessThanOrEqual = "<="
  /// `=`
  case equal = "="
  /// `!=`
  case notEqual = "!="
  /// `>=`
  case greaterThanOrEqual = ">="
  /// `>`
  case greaterThan = ">"
}

/// `_tags:value` (or a bare `value`), optionally negated and scored.
public struct TagFilter: Sendable, Hashable {
  /// The tag, matched case-sensitively against `_tags`.
  public var value: String
  /// `NOT tag`: the record must not carry the tag.
  public var isNegated: Bool
  /// `<score=N>`: the weight of the filter in optional filters' scoring, if given.
  public var score: Int?

  /// A tag filter; not negated and unscored unless said.
  public init(value: String, isNegated: Bool = false, score: Int? = nil) {
    self.value = value
    self.isNegated = isNegated
    self.score = score
  }
}
