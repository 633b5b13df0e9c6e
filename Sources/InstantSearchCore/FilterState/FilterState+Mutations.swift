import SearchModel

extension FilterState {
  /// Adds `filter` to `group`; returns whether the state changed.
  ///
  /// Nothing happens when the filter is already there (set semantics) or when `group` is an OR
  /// group of another kind (Algolia cannot OR a facet with a numeric filter).
  @discardableResult
  public func add(_ filter: Filter, to group: FilterGroupID) -> Bool {
    guard group.accepts(filter), !contains(filter, in: group) else { return false }
    storage[group, default: []].append(filter)
    return true
  }

  /// Adds several filters to `group`.
  public func addAll(_ filters: [Filter], to group: FilterGroupID) {
    filters.forEach { add($0, to: group) }
  }

  /// Removes `filter` from `group`; returns whether it was there.
  @discardableResult
  public func remove(_ filter: Filter, from group: FilterGroupID) -> Bool {
    guard let index = storage[group]?.firstIndex(of: filter) else { return false }
    storage[group]?.remove(at: index)
    return true
  }

  /// Removes `filter` from every group that holds it; returns whether any did.
  @discardableResult
  public func remove(_ filter: Filter) -> Bool {
    var removed = false
    for group in Array(storage.keys) where remove(filter, from: group) {
      removed = true
    }
    return removed
  }

  /// Adds `filter` to `group` if absent, removes it if present.
  public func toggle(_ filter: Filter, in group: FilterGroupID) {
    if !remove(filter, from: group) {
      add(filter, to: group)
    }
  }

  /// Empties `group`. A hierarchical group keeps its level attributes but loses its path.
  public func removeAll(from group: FilterGroupID) {
    storage[group] = nil
    if case .hierarchical(let name) = group {
      hierarchicalPaths[name] = nil
    }
  }

  /// Empties every group listed.
  public func removeAll(from groups: [FilterGroupID]) {
    groups.forEach { removeAll(from: $0) }
  }

  /// Empties every group except those listed.
  public func removeAllExcept(_ groups: [FilterGroupID]) {
    removeAll(from: storage.keys.filter { !groups.contains($0) })
  }

  /// Removes every filter on `attribute`, in all groups. A hierarchical path through one of its
  /// levels is cut above that level, so the group's filter and the path the parent-level
  /// queries follow never disagree.
  public func removeAll(attribute: String) {
    for group in Array(storage.keys) {
      storage[group]?.removeAll { $0.targetAttribute == attribute }
    }
    for (name, path) in hierarchicalPaths {
      if let level = path.firstIndex(where: { $0.attribute == attribute }) {
        setHierarchicalPath(Array(path.prefix(level)), for: name)
      }
    }
  }

  /// Removes every filter on `attribute` from `group`.
  public func removeAll(attribute: String, from group: FilterGroupID) {
    storage[group]?.removeAll { $0.targetAttribute == attribute }
  }

  /// Empties every group.
  public func removeAll() {
    storage = [:]
    hierarchicalPaths = [:]
  }

  /// Replaces the content of `group` with `filters`.
  public func replaceAll(in group: FilterGroupID, with filters: [Filter]) {
    storage[group] = nil
    addAll(filters, to: group)
  }

  /// Declares the level attributes of the hierarchical group `name` (shallowest first).
  public func setHierarchicalAttributes(_ attributes: [String], for name: String) {
    hierarchicalAttributes[name] = attributes
  }

  /// Selects `path` (one facet filter per level, from level 0) in the hierarchical group `name`.
  ///
  /// The group then holds the deepest filter only, which is all the main query needs; the path
  /// drives the parent-level queries. An empty path clears the group.
  public func setHierarchicalPath(_ path: [FacetFilter], for name: String) {
    let group = FilterGroupID.hierarchical(name: name)
    storage[group] = nil
    hierarchicalPaths[name] = path.isEmpty ? nil : path
    if let deepest = path.last {
      add(.facet(deepest), to: group)
    }
  }
}
