@testable import SearchModel

/// Short constructors so the filter tables read like the filters they describe.
enum F {
  static func facet(_ attribute: String, _ value: String, not: Bool = false, score: Int? = nil) -> Filter {
    .facet(FacetFilter(attribute: attribute, value: .string(value), isNegated: not, score: score))
  }

  static func facet(_ attribute: String, _ value: Double, not: Bool = false, score: Int? = nil) -> Filter {
    .facet(FacetFilter(attribute: attribute, value: .number(value), isNegated: not, score: score))
  }

  static func facet(_ attribute: String, _ value: Bool, not: Bool = false, score: Int? = nil) -> Filter {
    .facet(FacetFilter(attribute: attribute, value: .bool(value), isNegated: not, score: score))
  }

  static func numeric(_ attribute: String, _ comparison: NumericOperator, _ value: Double, not: Bool = false) -> Filter {
    .numeric(NumericFilter(attribute: attribute, condition: .comparison(comparison, value), isNegated: not))
  }

  static func range(_ attribute: String, _ lower: Double, _ upper: Double, not: Bool = false) -> Filter {
    .numeric(NumericFilter(attribute: attribute, condition: .range(lower: lower, upper: upper), isNegated: not))
  }

  static func tag(_ value: String, not: Bool = false, score: Int? = nil) -> Filter {
    .tag(TagFilter(value: value, isNegated: not, score: score))
  }

  /// An expression from groups given as arrays (each an OR group).
  static func expression(_ groups: [Filter]...) -> FilterExpression {
    FilterExpression(groups: groups.map { FilterGroup($0) })
  }
}
