/// A loading indicator wired in one call: searcher → interactor → controller.
@MainActor
public final class LoadingConnector: Connector {
  /// The loading logic.
  public let interactor: LoadingInteractor
  /// The connections it is made of.
  public let parts: CompositeConnection

  /// Connects `interactor` to `searcher` and, if given, to `controller`.
  public init(searcher: any Searcher, interactor: LoadingInteractor = LoadingInteractor(), controller: (any LoadingController)? = nil) {
    self.interactor = interactor
    var connections: [any Connection] = [interactor.connectSearcher(searcher)]
    if let controller {
      connections.append(interactor.connectController(controller))
    }
    parts = CompositeConnection(connections)
  }
}
