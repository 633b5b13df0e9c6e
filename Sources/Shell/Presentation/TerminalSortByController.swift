import InstantSearchCore

/// The terminal's sort selector: the index and its replicas as the sort-by interactor pushed
/// them, and which one the results come from; `sort` clicks through `onClick`.
@MainActor
public final class TerminalSortByController: SelectableSegmentController {
  /// Set by the connection: chooses the index at a position.
  public var onClick: (@MainActor (Int) -> Void)?
  /// The index names by position, as last pushed.
  public private(set) var items: [Int: String] = [:]
  /// The position searched, as last pushed.
  public private(set) var selected: Int?
  /// Called after every push, for views that redraw.
  public var onChange: (@MainActor () -> Void)?

  public init() {}

  public func setItems(_ items: [Int: String]) {
    self.items = items
    onChange?()
  }

  public func setSelected(_ selected: Int?) {
    self.selected = selected
    onChange?()
  }

  /// The choices as shown, in position order.
  public var view: SortByView {
    let positions = items.keys.sorted()
    return SortByView(indexNames: positions.map { items[$0] ?? "" }, selected: selected.flatMap(positions.firstIndex(of:)))
  }

  /// The choices as `renderer` shows them.
  public func render<Renderer: SearchRenderer>(with renderer: Renderer) -> Renderer.Rendering {
    renderer.sortBy(view)
  }
}
