import SearchModel

/// The refinements of a search: named groups of filters that combine into one `filters` string.
///
/// Widgets never build filter strings: each one owns a group (a facet list owns
/// `.or(name: "color", filterType: .facet)`, a toggle owns `.and(name: "promo")`) and edits it;
/// the searcher reads the combined, canonical result. Groups have set semantics (adding a filter
/// twice keeps one). Mutations do **not** notify: call `notifyChange()` after a batch, or use
/// `notify(_:)`, which applies several commands and fires `onChange` once, so a search runs once
/// per user action, not once per filter.
@MainActor
public final class FilterState {
  /// Fired by `notifyChange()` and `notify(_:)` with the state as it now is.
  public let onChange = Observer<FilterStateSnapshot>()

  var storage: [FilterGroupID: [Filter]] = [:]
  var hierarchicalAttributes: [String: [String]] = [:]
  var hierarchicalPaths: [String: [FacetFilter]] = [:]

  /// Creates an empty filter state.
  public init() {}

  /// The filters of `group`, in insertion order.
  public func filters(in group: FilterGroupID) -> [Filter] {
    storage[group] ?? []
  }

  /// The groups that hold at least one filter, in canonical order.
  public var groupIDs: [FilterGroupID] {
    storage.filter { !$0.value.isEmpty }.keys.sorted(by: FilterGroupID.canonicallyPrecedes)
  }

  /// Whether no group holds any filter.
  public var isEmpty: Bool { storage.values.allSatisfy(\.isEmpty) }

  /// Whether `filter` is in `group`.
  public func contains(_ filter: Filter, in group: FilterGroupID) -> Bool {
    filters(in: group).contains(filter)
  }

  /// Whether `filter` is in any group.
  public func contains(_ filter: Filter) -> Bool {
    storage.values.contains { $0.contains(filter) }
  }

  /// Every stored filter with its group, in canonical order.
  public var filtersAndIDs: [FilterAndID] {
    snapshot.groups.flatMap { group in group.filters.map { FilterAndID(filter: $0, groupID: group.id) } }
  }

  /// The hierarchical facet declared for the group named `name`, if any.
  public func hierarchicalFacet(named name: String) -> HierarchicalFacet? {
    guard let attributes = hierarchicalAttributes[name] else { return nil }
    return HierarchicalFacet(groupName: name, attributes: attributes, path: hierarchicalPaths[name] ?? [])
  }

  /// An immutable, canonical copy of the state: what searchers read.
  public var snapshot: FilterStateSnapshot {
    let groups = groupIDs.map { id in
      FilterStateSnapshot.Group(id: id, filters: storage[id, default: []].canonicallySorted())
    }
    let hierarchical = hierarchicalAttributes.keys.sorted().compactMap(hierarchicalFacet(named:))
    return FilterStateSnapshot(groups: groups, hierarchicalFacets: hierarchical)
  }

  /// The canonical `filters` string, or `nil` when there is nothing to filter on.
  public var filtersString: String? { snapshot.filters }

  /// Fires `onChange` with the current state.
  public func notifyChange() {
    onChange.fire(snapshot)
  }
}
