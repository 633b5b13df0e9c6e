import ArgumentParser
import SearchModel

/// `ATTR=VALUE` as `refine`, `unrefine`, `toggle` and `expect hit` take it.
struct AttributeValue: ExpressibleByArgument, Sendable, Hashable {
  var attribute: String
  var value: String

  init?(argument: String) {
    guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else { return nil }
    attribute = String(argument[..<equals])
    value = String(argument[argument.index(after: equals)...])
  }

  static var defaultCompletionKind: CompletionKind { .default }

  /// The value as a facet value: `true`/`false` as booleans, numbers as numbers, else a string.
  var facetValue: FacetValue {
    if value == "true" { return .bool(true) }
    if value == "false" { return .bool(false) }
    if let number = Double(value), !value.isEmpty { return .number(number) }
    return .string(value)
  }
}
