/// One line of the facet panel: a widget's title, or a value with its count.
public struct FacetPanelRow: Sendable, Hashable {
  /// The widget the row belongs to.
  public var entry: FacetPanelEntry
  /// Nil for the title row; else the facet value (for a menu, the whole path).
  public var value: String?
  /// What the row shows: the value, or a menu value's last level.
  public var label: String
  public var count: Int
  /// The largest count of the row's list (the bar's full length).
  public var maxCount: Int
  public var isSelected: Bool
  /// The depth in a menu (indentation), 0 in a list.
  public var level: Int

  /// Whether Space can toggle the row.
  public var isSelectable: Bool { value != nil }
}
