import SearchModel

/// Evaluates a filter expression on a record, with Algolia's semantics (facet strings compare
/// case-insensitively, multi-valued attributes match when any value matches).
extension FilterExpression {
  func matches(_ record: JSONObject) -> Bool {
    groups.allSatisfy { group in group.filters.isEmpty || group.filters.contains { $0.matches(record) } }
  }
}

extension Filter {
  func matches(_ record: JSONObject) -> Bool {
    switch self {
    case .facet(let facet):
      let hit = record.values(at: facet.attribute).contains { value in
        switch (facet.value, value) {
        case let (.string(expected), .string(actual)): expected.lowercased() == actual.lowercased()
        case let (.number(expected), .number(actual)): expected == actual
        case let (.bool(expected), .bool(actual)): expected == actual
        case let (.string(expected), .number(actual)): Double(expected) == actual
        default: false
        }
      }
      return hit != facet.isNegated
    case .numeric(let numeric):
      let hit = record.values(at: numeric.attribute).compactMap(\.numberValue).contains { value in
        switch numeric.condition {
        case let .range(lower, upper): lower <= value && value <= upper
        case let .comparison(op, operand):
          switch op {
          case .lessThan: value < operand
          case .lessThanOrEqual: value <= operand
          case .equal: value == operand
          case .notEqual: value != operand
          case .greaterThanOrEqual: value >= operand
          case .greaterThan: value > operand
          }
        }
      }
      return hit != numeric.isNegated
    case .tag(let tag):
      let hit = record.values(at: "_tags").contains { $0 == .string(tag.value) }
      return hit != tag.isNegated
    }
  }
}
