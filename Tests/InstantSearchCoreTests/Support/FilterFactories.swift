import SearchModel

/// Short spellings of filters for the specs.
func facet(_ attribute: String, _ value: String, negated: Bool = false, score: Int? = nil) -> Filter {
  .facet(FacetFilter(attribute: attribute, value: .string(value), isNegated: negated, score: score))
}

func facet(_ attribute: String, _ value: Double, negated: Bool = false) -> Filter {
  .facet(FacetFilter(attribute: attribute, value: .number(value), isNegated: negated))
}

func facet(_ attribute: String, _ value: Bool, negated: Bool = false) -> Filter {
  .facet(FacetFilter(attribute: attribute, value: .bool(value), isNegated: negated))
}

func numeric(_ attribute: String, _ op: NumericOperator, _ value: Double, negated: Bool = false) -> Filter {
  .numeric(NumericFilter(attribute: attribute, condition: .comparison(op, value), isNegated: negated))
}

func numeric(_ attribute: String, _ range: ClosedRange<Double>, negated: Bool = false) -> Filter {
  .numeric(NumericFilter(attribute: attribute, condition: .range(lower: range.lowerBound, upper: range.upperBound), isNegated: negated))
}

func tag(_ value: String, negated: Bool = false, score: Int? = nil) -> Filter {
  .tag(TagFilter(value: value, isNegated: negated, score: score))
}

func facetFilter(_ attribute: String, _ value: String) -> FacetFilter {
  FacetFilter(attribute: attribute, value: .string(value))
}
