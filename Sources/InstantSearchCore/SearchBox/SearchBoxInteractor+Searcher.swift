extension SearchBoxInteractor {
  /// Sends the query to `searcher` and searches, as the user types or on submit.
  @discardableResult
  public func connectSearcher(_ searcher: any Searcher, searchTriggeringMode: SearchTriggeringMode = .searchAsYouType) -> any Connection {
    let connection = ObservationConnection(subscribe: { [weak self] in
      guard let self else { return [] }
      let event = searchTriggeringMode == .searchAsYouType ? onItemChanged : onQuerySubmitted
      return [event.subscribe(with: searcher) { searcher, query in
        searcher.query = query
        searcher.triggerSearch()
      }]
    })
    connection.connect()
    return connection
  }
}
