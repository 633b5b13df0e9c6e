import InstantSearchCore
import SearchModel

/// The current filters as shown: each group with its filters and their labels, in the filter
/// state's canonical order, and the exact `filters` string the searcher sends.
public struct CurrentFiltersView: Sendable, Hashable {
  /// One group of filters.
  public struct Group: Sendable, Hashable {
    /// The group (`or<brand>(facet)`).
    public var id: FilterGroupID
    /// Its filters, with the labels InstantSearch's current-filter chips show (`Apple`).
    public var filters: [Item]
  }

  /// One filter and its label.
  public struct Item: Sendable, Hashable {
    public var filter: Filter
    public var label: String
  }

  /// The non-empty groups.
  public var groups: [Group]
  /// The `filters` parameter the groups make (empty when there is none).
  public var filters: String
}
