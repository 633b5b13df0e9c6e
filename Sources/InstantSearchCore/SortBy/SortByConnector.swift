/// A sort selector wired in one call: controller ⇄ interactor → searcher's index.
@MainActor
public final class SortByConnector: Connector {
  /// The selector logic.
  public let interactor: SortByInteractor
  /// The connections it is made of.
  public let parts: CompositeConnection

  /// Connects a selector over `indexNames` to `searcher` and, if given, to `controller`.
  public init(searcher: HitsSearcher, indexNames: [String], controller: (any SelectableSegmentController)? = nil) {
    let interactor = SortByInteractor(indexNames: indexNames)
    self.interactor = interactor
    var connections: [any Connection] = [interactor.connectSearcher(searcher)]
    if let controller {
      connections.append(interactor.connectController(controller))
    }
    parts = CompositeConnection(connections)
  }
}
