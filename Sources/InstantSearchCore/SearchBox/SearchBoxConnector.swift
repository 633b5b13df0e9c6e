/// A search box wired in one call: controller ⇄ interactor → searcher.
@MainActor
public final class SearchBoxConnector: Connection {
  /// The searcher that receives the query.
  public let searcher: any Searcher
  /// The search box logic.
  public let interactor: SearchBoxInteractor
  private let connections: CompositeConnection

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
    self.connections = CompositeConnection(connections)
  }

  /// Connects every part again.
  public func connect() { connections.connect() }

  /// Disconnects every part.
  public func disconnect() { connections.disconnect() }
}
