import InstantSearchCore
import SearchModel

/// The terminal's refinement list for one attribute: the values the interactor pushed (sorted by
/// the connection's presenter), and a way to "click".
///
/// `refine` selects a value by calling `onClick`, exactly as a tap on a table row does in
/// InstantSearch iOS, so selection mode and operator are the interactor's business. How many
/// rows show, and whether empty ones do, is the view's: refined values always show, even at 0,
/// so a refinement never vanishes from its own list.
@MainActor
public final class TerminalFacetListController: FacetListController {
  /// The attribute listed.
  public let attribute: String
  /// Set by the connection: selects a value.
  public var onClick: (@MainActor (FacetHit) -> Void)?
  /// The values as last pushed, in the presenter's order.
  public private(set) var items: [SelectableItem<FacetHit>] = []
  /// Rows shown at most.
  public var limit = Int.max
  /// Whether values with a count of 0 show (refined ones always do).
  public var showsEmpty = true
  /// Called after every push, for views that redraw (the full-screen mode).
  public var onChange: (@MainActor () -> Void)?

  public init(attribute: String) {
    self.attribute = attribute
  }

  public func setSelectableItems(_ items: [SelectableItem<FacetHit>]) {
    self.items = items
  }

  public func reload() { onChange?() }

  /// The list as shown: empty values dropped unless shown or refined, then at most `limit`.
  public var view: FacetListView {
    let shown = items.filter { showsEmpty || $0.item.count > 0 || $0.isSelected }
    return FacetListView(attribute: attribute, items: Array(shown.prefix(limit)))
  }

  /// The list as `renderer` shows it.
  public func render<Renderer: SearchRenderer>(with renderer: Renderer) -> Renderer.Rendering {
    renderer.facetList(view)
  }
}
