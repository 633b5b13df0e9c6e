/// Whether a list allows one selected item or several.
public enum SelectionMode: Hashable, Sendable {
  /// Selecting an item deselects the others; selecting the selected item deselects it.
  case single
  /// Selecting toggles the item, others stay as they are.
  case multiple
}
