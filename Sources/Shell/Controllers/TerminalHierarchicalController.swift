import InstantSearchCore

/// The terminal's hierarchical menu: the rows as last presented, and a way to "click" a path.
///
/// `menu ATTR PATH` selects through `onClick`, exactly as a tap on a row of InstantSearch's
/// `HierarchicalTableViewController` does, so the toggle rule (choosing the deepest selected
/// value again goes up one level) stays the interactor's business, not the shell's.
@MainActor
public final class TerminalHierarchicalController: HierarchicalController {
  /// Set by the connection: selects the path ending with the given value.
  public var onClick: (@MainActor (String) -> Void)?
  /// The rows as last presented: each top-level value, and the children of each selected one.
  public private(set) var items: [HierarchicalItem] = []

  public init() {}

  public func setItems(_ items: [HierarchicalItem]) {
    self.items = items
  }
}
