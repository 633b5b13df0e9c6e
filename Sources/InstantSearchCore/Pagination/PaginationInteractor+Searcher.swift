extension PaginationInteractor {
  /// Follows `searcher`'s page and page count, and loads the pages asked for.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> any Connection {
    let connection = ObservationConnection(subscribe: { [weak self] in
      guard let self else { return [] }
      return [
        searcher.onResults.subscribe(with: self) { interactor, response in
          interactor.item = Pagination(page: response.page ?? 0, pagesCount: response.nbPages ?? 1)
        },
        onPageComputed.subscribe(with: searcher) { searcher, page in searcher.loadPage(at: page) },
      ]
    })
    connection.connect()
    return connection
  }
}
