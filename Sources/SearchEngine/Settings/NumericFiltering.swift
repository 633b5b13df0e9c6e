import SearchModel

/// `numericAttributesForFiltering`: the numeric attributes numeric filters may use.
///
/// Algolia indexes only the listed attributes for numeric filtering (all of them when the
/// setting is absent, null or empty), and `equalOnly(attr)` indexes one for `=` and `!=` only.
/// A filter on an attribute that is not indexed for it behaves as on an attribute no record
/// has: nothing matches, and `!=` matches every record.
struct NumericFiltering: Sendable, Hashable {
  /// How a numeric filter may use an attribute.
  enum Use: Sendable, Hashable {
    case any
    case equalOnly
    case none
  }

  /// Listed attributes (true: equalOnly); nil when every numeric attribute is filterable.
  private let listed: [String: Bool]?

  /// Reads the setting's value (a list of strings; anything else was refused at import).
  init(_ value: JSONValue?) {
    let entries = value.flatMap(EngineConformance.stringList) ?? []
    guard !entries.isEmpty else {
      listed = nil
      return
    }
    var listed: [String: Bool] = [:]
    for entry in entries {
      if let inner = AttributeDeclaration(entry).argument(of: "equalOnly") {
        listed[inner] = true
      } else {
        listed[entry] = false
      }
    }
    self.listed = listed
  }

  /// How a numeric filter may use `attribute`.
  func use(of attribute: String) -> Use {
    guard let listed else { return .any }
    guard let equalOnly = listed[attribute] else { return .none }
    return equalOnly ? .equalOnly : .any
  }
}
