/// A sort selector wired in one call: controller ⇄ interactor → searcher's index.
@MainActor
public final class SortByConnector: Connection {
  /// The selector logic.
  public let interactor: SortByInteractor
  private let connections: CompositeConnection

  /// Connects a selector over `indexNames` to `searcher` and, if given, to `controller`.
  public init(searcher: HitsSearcher, indexNames: [String], controller: (any SelectableSegmentController)? = nil) {
    let interactor = SortByInteractor(indexNames: indexNames)
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
