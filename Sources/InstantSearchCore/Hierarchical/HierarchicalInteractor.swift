import SearchModel

/// The logic of a hierarchical menu (`Clothing > Men > Shirts`): the values of each level and
/// the selected path.
///
/// Selecting `A > B` selects the path `[A, A > B]`; selecting the deepest selected value again
/// goes up one level.
@MainActor
public final class HierarchicalInteractor {
  /// The level attributes, shallowest first (`category.lvl0`, `category.lvl1`...).
  public let hierarchicalAttributes: [String]
  /// The separator inside values (`" > "`).
  public let separator: String

  /// Fired when `items` change.
  public let onItemsChanged = Observer<[[FacetHit]]>()
  /// Fired when `selections` change.
  public let onSelectionsChanged = Observer<[String]>()
  /// Fired with the path a user action asks for.
  public let onSelectionsComputed = Observer<[String]>()

  /// The values of each level, as the results count them.
  public var items: [[FacetHit]] {
    didSet { onItemsChanged.fire(items) }
  }

  /// The selected path, one value per level from level 0.
  public var selections: [String] {
    didSet { if selections != oldValue { onSelectionsChanged.fire(selections) } }
  }

  /// Creates a menu over `hierarchicalAttributes`.
  public init(hierarchicalAttributes: [String], separator: String = " > ") {
    self.hierarchicalAttributes = hierarchicalAttributes
    self.separator = separator
    self.items = []
    self.selections = []
  }

  /// The path selected by choosing `value`: every prefix of it, or one level up when `value`
  /// is the deepest selected value.
  public func computedSelections(selecting value: String) -> [String] {
    let parts = value.splitPath(separator: separator)
    let path = parts.indices.map { parts[...$0].joined(separator: separator) }
    return selections.last == value ? Array(path.dropLast()) : path
  }

  /// Works out the path after choosing `value` and fires `onSelectionsComputed`.
  public func computeSelection(key value: String) {
    onSelectionsComputed.fire(computedSelections(selecting: value))
  }

  /// The path as facet filters, one per level.
  public func filters(for path: [String]) -> [FacetFilter] {
    zip(hierarchicalAttributes, path).map { FacetFilter(attribute: $0, value: .string($1)) }
  }
}

extension String {
  /// The pieces of `self` between occurrences of `separator` (no Foundation needed).
  func splitPath(separator: String) -> [String] {
    guard !separator.isEmpty else { return [self] }
    var parts: [String] = []
    var rest = Substring(self)
    while let range = rest.firstRange(of: separator) {
      parts.append(String(rest[..<range.lowerBound]))
      rest = rest[range.upperBound...]
    }
    parts.append(String(rest))
    return parts
  }
}
