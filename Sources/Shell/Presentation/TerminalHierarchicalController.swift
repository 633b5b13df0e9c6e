import InstantSearchCore

/// The terminal's hierarchical menu: the rows as last pushed, and a way to "click" a path.
///
/// `menu ATTR PATH` selects through `onClick`, exactly as a tap on a row of InstantSearch's
/// `HierarchicalTableViewController` does, so the toggle rule (choosing the deepest selected
/// value again goes up one level) stays the interactor's business, not the shell's. How many
/// values of each level show is the view's (`limit`; selected values always show).
@MainActor
public final class TerminalHierarchicalController: HierarchicalController {
  /// The base attribute (`categories`).
  public let attribute: String
  /// The level attributes, shallowest first.
  public let levels: [String]
  /// What separates the levels inside a value.
  public let separator: String
  /// Set by the connection: selects the path ending with the given value.
  public var onClick: (@MainActor (String) -> Void)?
  /// The rows as last pushed: each top-level value, and the children of each selected one.
  public private(set) var items: [HierarchicalItem] = []
  /// Values shown at most per level.
  public var limit = Int.max
  /// Called after every push, for views that redraw (the full-screen mode).
  public var onChange: (@MainActor () -> Void)?
  private let selections: @MainActor () -> [String]

  /// A menu over `levels`; `selections` reads the selected path (the interactor's).
  public init(attribute: String, levels: [String], separator: String, selections: @escaping @MainActor () -> [String]) {
    self.attribute = attribute
    self.levels = levels
    self.separator = separator
    self.selections = selections
  }

  public func setItems(_ items: [HierarchicalItem]) {
    self.items = items
    onChange?()
  }

  /// The menu as shown, at most `limit` values per level, the selected ones always kept.
  ///
  /// Only one list of siblings is shown per level (the children of the selected value above),
  /// so counting rows per level is counting siblings.
  public var view: MenuView {
    var shown: [Int: Int] = [:]
    let rows = items.filter { row in
      guard row.isSelected || shown[row.level, default: 0] < limit else { return false }
      shown[row.level, default: 0] += 1
      return true
    }
    return MenuView(attribute: attribute, levels: levels, separator: separator, path: selections(), rows: rows)
  }

  /// The menu as `renderer` shows it.
  public func render<Renderer: SearchRenderer>(with renderer: Renderer) -> Renderer.Rendering {
    renderer.menu(view)
  }
}
