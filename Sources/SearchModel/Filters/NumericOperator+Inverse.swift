extension NumericOperator {
  /// The operator that holds exactly when this one does not (`<` ↔ `>=`, `=` ↔ `!=`): how
  /// `NOT price < 10` is evaluated, and how negated comparisons are written in legacy syntax.
  public var inverse: NumericOperator {
    switch self {
    case .lessThan: .greaterThanOrEqual
    case .lessThanOrEqual: .greaterThan
    case .equal: .notEqual
    case .notEqual: .equal
    case .greaterThanOrEqual: .lessThan
    case .greaterThan: .lessThanOrEqual
    }
  }
}
