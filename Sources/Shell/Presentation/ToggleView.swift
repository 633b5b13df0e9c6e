/// A filter toggle as shown: its label and whether it is on.
public struct ToggleView: Sendable, Hashable {
  /// The toggle's label (`free_shipping=true`, as typed).
  public var label: String
  /// Whether its filter is applied.
  public var isSelected: Bool
}
