import SearchModel

extension QueryRuleCustomDataInteractor {
  /// Follows `searcher`: the custom data of each response (none when no rule carried any).
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> any Connection {
    let connection = ObservationConnection(subscribe: { [weak self] in
      guard let self else { return [] }
      return [searcher.onResults.subscribe(with: self) { interactor, response in interactor.extractModel(from: response) }]
    })
    connection.connect()
    return connection
  }
}
