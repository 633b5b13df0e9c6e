/// A search box wired in one call: controller ⇄ interactor → searcher.
@MainActor
public final class SearchBoxConnector: Connector {
  /// The searcher that receives the query.
  public let searcher: any Searcher
  /// The search box logic.
  public let interactor: SearchBoxInteractor
  /// The connections it is made of.
  public let parts: CompositeConnection

  /// Connects `interactor` to `searcher` in `searchTriggeringMode` and, if given, to `controller`.
  public init(
    searcher: any Searcher,
    interactor: SearchBoxInteractor = SearchBoxInteractor(),
    searchTriggeringMode: SearchTriggeringMode = .searchAsYouType,
    controller: (any SearchBoxController)? = nil
  ) {
    self.searcher = searcher
    self.interactor = interactor
    var connections: [any Connection] = [interactor.connectSearcher(searcher, searchTriggeringMode: searchTriggeringMode)]
    if let controller {
      connections.append(interactor.connectController(controller))
    }
    parts = CompositeConnection(connections)
  }
}
