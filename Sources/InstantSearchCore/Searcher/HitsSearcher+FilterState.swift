extension HitsSearcher: FilterStateFollowingSearcher {
  /// Takes over `snapshot` as the filters of the next search and resets the page to 0.
  public func applyFilters(_ snapshot: FilterStateSnapshot) {
    filterSnapshot = snapshot
    var request = request
    request.parameters.filters = snapshot.filters
    request.parameters.page = 0
    self.request = request
  }
}
