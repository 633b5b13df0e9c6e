import SearchModel

/// Orders, filters and truncates a facet list for display.
///
/// The criteria apply in order, each only deciding between two values that differ on it; the
/// final tie-break is alphabetical ascending, case-insensitive (then by exact value, so the
/// order is total and output is reproducible). Values with a count of 0 are dropped first when
/// `showEmptyFacets` is off, then the list is sorted, then cut to `limit`.
public struct FacetListPresenter: Sendable {
  /// The criteria, most significant first.
  public var sortBy: [FacetSortCriterion]
  /// The maximum number of values shown.
  public var limit: Int
  /// Whether values with a count of 0 are shown.
  public var showEmptyFacets: Bool

  /// Creates a presenter; by default: count descending, no limit, empty values shown.
  public init(sortBy: [FacetSortCriterion] = [.count(order: .descending)], limit: Int = .max, showEmptyFacets: Bool = true) {
    self.sortBy = sortBy
    self.limit = limit
    self.showEmptyFacets = showEmptyFacets
  }

  /// The values to show, in order.
  public func transform(refinementFacets: [SelectableItem<FacetHit>]) -> [SelectableItem<FacetHit>] {
    let shown = showEmptyFacets ? refinementFacets : refinementFacets.filter { $0.item.count > 0 }
    return Array(shown.sorted(by: precedes).prefix(max(0, limit)))
  }

  func precedes(_ lhs: SelectableItem<FacetHit>, _ rhs: SelectableItem<FacetHit>) -> Bool {
    let left = lhs.item.value.lowercased()
    let right = rhs.item.value.lowercased()
    for criterion in sortBy {
      switch criterion {
      case .isRefined where lhs.isSelected != rhs.isSelected:
        return lhs.isSelected
      case .count(let order) where lhs.item.count != rhs.item.count:
        return order == .ascending ? lhs.item.count < rhs.item.count : lhs.item.count > rhs.item.count
      case .alphabetical(let order) where left != right:
        return order == .ascending ? left < right : left > right
      default:
        continue
      }
    }
    return left != right ? left < right : lhs.item.value < rhs.item.value
  }
}
