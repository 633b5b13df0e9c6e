import InstantSearchCore
import SearchModel

/// The terminal's dynamic facet list: the facets the index's ordering shows, in its order, as
/// the interactor pushed them, and the values selected in each.
@MainActor
public final class TerminalDynamicFacetListController: DynamicFacetListController {
  /// Set by the connection (the shell refines through `refine`, so nothing calls it).
  public var didSelect: (@MainActor (String, String) -> Void)?
  /// The facets as last pushed.
  public private(set) var orderedFacets: [AttributedFacets] = []
  /// The selections as last pushed.
  public private(set) var selections: [String: Set<String>] = [:]
  /// Values shown at most per facet.
  public var limit = Int.max

  public init() {}

  public func setOrderedFacets(_ orderedFacets: [AttributedFacets]) { self.orderedFacets = orderedFacets }
  public func setSelections(_ selections: [String: Set<String>]) { self.selections = selections }

  /// Each facet as a refinement list view, in the ordering's order, at most `limit` values.
  public var views: [FacetListView] {
    orderedFacets.map { facets in
      let items = DefaultPresenter.DynamicFacets.present(facets, selections: selections[facets.attribute] ?? [])
      return FacetListView(attribute: facets.attribute, items: Array(items.prefix(limit)))
    }
  }

  /// The list as the line renderer shows it.
  public func render(with renderer: LineRenderer) -> Printout {
    renderer.dynamicFacets(views)
  }
}
