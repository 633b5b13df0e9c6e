/// Lenient readers for parameter values, shared by the JSON and the URL-encoded forms.
///
/// In the `params` string every value is a string (`hitsPerPage=20`, `facets=%5B%22brand%22%5D`,
/// `attributesToRetrieve=title,description`), and Algolia accepts the same spellings inside JSON
/// bodies, so each reader takes the native JSON type or its string spelling. `nil` means "does not
/// fit"; the caller turns it into Algolia's `Invalid value for "x" parameter, expected ...`.
enum ParameterValue {
  static func string(_ value: JSONValue) -> String? {
    value.stringValue
  }

  /// A whole number JSON can carry exactly (at most 2^53 in magnitude). Larger ones are refused:
  /// a JSON number that big has already lost digits when parsed, and echoing it back (`page` in
  /// the response) would print a float such as `9.036437310252702e+18` where Algolia's clients
  /// expect an integer.
  static func integer(_ value: JSONValue) -> Int? {
    let integer: Int?
    switch value {
    case .number(let number): integer = Int(exactly: number)
    case .string(let string): integer = Int(string.trimmingSpaces)
    default: integer = nil
    }
    guard let integer, integer.magnitude <= 1 << 53 else { return nil }
    return integer
  }

  static func boolean(_ value: JSONValue) -> Bool? {
    switch value {
    case .bool(let bool): return bool
    case .string("true"): return true
    case .string("false"): return false
    default: return nil
    }
  }

  /// A parameter that is only ever a boolean: ``boolean(_:)``, or `"1"` / `"0"`, which Algolia
  /// reads as true and false (its API description's own example is
  /// `hitsPerPage=2&getRankingInfo=1`). Not for `distinct`, where `"1"` is a count.
  static func flag(_ value: JSONValue) -> Bool? {
    switch value {
    case .string("1"): return true
    case .string("0"): return false
    default: return boolean(value)
    }
  }

  /// A JSON array of strings, a JSON array spelled in a string, or a comma-separated list.
  static func stringList(_ value: JSONValue) -> [String]? {
    switch value {
    case .array(let elements):
      var strings: [String] = []
      strings.reserveCapacity(elements.count)
      for element in elements {
        guard case .string(let string) = element else { return nil }
        strings.append(string)
      }
      return strings
    case .string(let string):
      if string.trimmingSpaces.hasPrefix("["), let parsed = try? JSONValue(parsing: string) {
        return stringList(parsed)
      }
      if string.isEmpty { return [] }
      return string.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
    default:
      return nil
    }
  }
}

extension String {
  /// The string without leading and trailing spaces (no Foundation in this module).
  var trimmingSpaces: String {
    var scalars = Substring(self)
    while scalars.first == " " { scalars.removeFirst() }
    while scalars.last == " " { scalars.removeLast() }
    return String(scalars)
  }
}
