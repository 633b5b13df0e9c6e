import InstantSearchCore
import SearchModel

/// The terminal's refinement list for one attribute: the presented values, and a way to "click".
///
/// `refine` selects a value by calling `onClick`, exactly as a tap on a table row does in
/// InstantSearch iOS, so selection mode and operator are the interactor's business.
@MainActor
public final class TerminalFacetListController: FacetListController {
  /// Set by the connection: selects a value.
  public var onClick: (@MainActor (FacetHit) -> Void)?
  /// The values as last presented (sorted and limited by the presenter).
  public private(set) var items: [SelectableItem<FacetHit>] = []

  public init() {}

  public func setSelectableItems(_ items: [SelectableItem<FacetHit>]) {
    self.items = items
  }

  public func reload() {}
}
