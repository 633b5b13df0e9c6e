import SearchModel

extension DefaultPresenter {
  /// Hierarchical menus.
  public enum Hierarchical {
    /// The menu as a tree walk: every top-level value, and under each selected value the values
    /// of the next level that start with it. Values keep the backend's order inside a level.
    public static func present(items: [[FacetHit]], selections: [String], separator: String = " > ") -> [HierarchicalItem] {
      func rows(level: Int, parent: String?) -> [HierarchicalItem] {
        guard level < items.count else { return [] }
        let children = items[level].filter { facet in
          guard let parent else { return true }
          return facet.value.hasPrefix(parent + separator)
        }
        return children.flatMap { facet -> [HierarchicalItem] in
          let selected = selections.indices.contains(level) && selections[level] == facet.value
          let row = HierarchicalItem(facet: facet, level: level, isSelected: selected)
          return [row] + (selected ? rows(level: level + 1, parent: facet.value) : [])
        }
      }
      return rows(level: 0, parent: nil)
    }
  }
}
