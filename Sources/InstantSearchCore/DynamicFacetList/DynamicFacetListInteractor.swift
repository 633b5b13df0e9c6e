import SearchModel

/// The logic of a dynamic facet list: the facets the index (or a rule) says to show, in its
/// order, with their values ordered by `renderingContent.facetOrdering`, and the values
/// selected for each attribute.
///
/// As in the other selectable lists, a user action (`toggleSelection(ofFacetValue:for:)`) only
/// *computes* a selection (`onSelectionsComputed`); the filter-state connection turns it into
/// filters and the filter state's change sets `selections` back, so `selections` mirrors the
/// filter state. Each attribute's selection follows its selection mode (`single` unless
/// `selectionModeForAttribute` says otherwise, as in InstantSearch).
@MainActor
public final class DynamicFacetListInteractor {
  /// The selected values of each attribute.
  public typealias SelectionsPerAttribute = [String: Set<String>]

  /// Fired when `orderedFacets` is set.
  public let onFacetOrderChanged = Observer<[AttributedFacets]>()
  /// Fired when `selections` change.
  public let onSelectionsChanged = Observer<SelectionsPerAttribute>()
  /// Fired with every attribute's selection after a user action asks for a change.
  public let onSelectionsComputed = Observer<SelectionsPerAttribute>()

  /// The facets to show, in order.
  public var orderedFacets: [AttributedFacets] {
    didSet { onFacetOrderChanged.fire(orderedFacets) }
  }

  /// The selected values, by attribute.
  public var selections: SelectionsPerAttribute {
    didSet { if selections != oldValue { onSelectionsChanged.fire(selections) } }
  }

  /// The selection mode of attributes not in `selectionModeForAttribute`.
  public var defaultSelectionMode: SelectionMode
  /// The selection mode of particular attributes.
  public var selectionModeForAttribute: [String: SelectionMode]

  /// Creates a list showing `orderedFacets` with `selections`; attributes select one value at a
  /// time unless `selectionModeForAttribute` or `defaultSelectionMode` says otherwise.
  public init(
    orderedFacets: [AttributedFacets] = [],
    selections: SelectionsPerAttribute = [:],
    selectionModeForAttribute: [String: SelectionMode] = [:],
    defaultSelectionMode: SelectionMode = .single
  ) {
    self.orderedFacets = orderedFacets
    self.selections = selections
    self.selectionModeForAttribute = selectionModeForAttribute
    self.defaultSelectionMode = defaultSelectionMode
  }

  /// Whether `facetValue` of `attribute` is selected.
  public func isSelected(facetValue: String, for attribute: String) -> Bool {
    selections[attribute]?.contains(facetValue) ?? false
  }

  /// The selection mode `attribute` uses.
  public func selectionMode(for attribute: String) -> SelectionMode {
    selectionModeForAttribute[attribute] ?? defaultSelectionMode
  }

  /// Works out the selections after toggling `facetValue` of `attribute` under the attribute's
  /// selection mode and fires `onSelectionsComputed` with every attribute's selection.
  public func toggleSelection(ofFacetValue facetValue: String, for attribute: String) {
    let next = selectionMode(for: attribute).selections(selections[attribute] ?? [], selecting: facetValue)
    var computed = selections
    computed[attribute] = next
    onSelectionsComputed.fire(computed)
  }
}
