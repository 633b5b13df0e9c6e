/// Whether a search is running, for a spinner (or the shell's progress indicator).
@MainActor
public final class LoadingInteractor: ItemInteractor<Bool> {
  /// Creates an interactor that is not loading.
  public init() {
    super.init(item: false)
  }

  /// Follows `searcher`'s loading state.
  @discardableResult
  public func connectSearcher(_ searcher: any Searcher) -> any Connection {
    let connection = ObservationConnection(
      setUp: { [weak self] in self?.item = searcher.isLoading },
      subscribe: { [weak self] in
        guard let self else { return [] }
        return [searcher.onLoadingChanged.subscribe(with: self) { interactor, loading in interactor.item = loading }]
      }
    )
    connection.connect()
    return connection
  }
}
