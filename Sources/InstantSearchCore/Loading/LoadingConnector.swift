/// A loading indicator wired in one call: searcher → interactor → controller.
@MainActor
public final class LoadingConnector: Connection {
  /// The loading logic.
  public let interactor: LoadingInteractor
  private let connections: CompositeConnection

  /// Connects `interactor` to `searcher` and, if given, to `controller`.
  public init(searcher: any Searcher, interactor: LoadingInteractor = LoadingInteractor(), controller: (any LoadingController)? = nil) {
    self.interactor = interactor
    var connections: [any Connection] = [interactor.connectSearcher(searcher)]
    if let controller {
      connections.append(interactor.connectController(controller))
    }
    self.connections = CompositeConnection(connections)
  }

  /// Connects every part again.
  public func connect() { connections.connect() }

  /// Disconnects every part.
  public func disconnect() { connections.disconnect() }
}
