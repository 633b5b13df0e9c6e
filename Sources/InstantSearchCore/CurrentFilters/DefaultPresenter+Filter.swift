import SearchModel

extension DefaultPresenter {
  /// Short labels for filters, as InstantSearch shows them in current-filter chips.
  public enum Filter {
    /// A string facet shows its value, a bool facet its attribute, a number facet
    /// `attr: 4.0`; a comparison `price > 10.0`, a range `price: 0.0 to 10.0`, a tag its value.
    public static func present(_ filter: SearchModel.Filter) -> String {
      switch filter {
      case .facet(let facet):
        switch facet.value {
        case .string(let value): value
        case .bool: facet.attribute
        case .number(let number): "\(facet.attribute): \(number)"
        }
      case .numeric(let numeric):
        switch numeric.condition {
        case let .comparison(op, value): "\(numeric.attribute) \(op.rawValue) \(value)"
        case let .range(lower, upper): "\(numeric.attribute): \(lower) to \(upper)"
        }
      case .tag(let tag):
        tag.value
      }
    }
  }
}
