import SearchModel

extension FilterState {
  /// Puts the state back to `snapshot` (taken earlier from `snapshot`), without notifying.
  ///
  /// How an edit the backend refused is undone: a refinement whose search fails (an attribute
  /// not declared for faceting, say) would otherwise stay and make every later search fail.
  /// Groups, hierarchical level attributes and paths all come back; call `notifyChange()`
  /// afterwards so widgets and searchers follow.
  public func restore(_ snapshot: FilterStateSnapshot) {
    storage = Dictionary(uniqueKeysWithValues: snapshot.groups.map { ($0.id, $0.filters) })
    hierarchicalAttributes = Dictionary(
      uniqueKeysWithValues: snapshot.hierarchicalFacets.map { ($0.groupName, $0.attributes) })
    hierarchicalPaths = Dictionary(
      uniqueKeysWithValues: snapshot.hierarchicalFacets.filter { !$0.path.isEmpty }.map { ($0.groupName, $0.path) })
  }
}
