/// A stats line wired in one call: searcher → interactor → text controller.
@MainActor
public final class StatsConnector: Connection {
  /// The searcher whose responses give the stats.
  public let searcher: HitsSearcher
  /// The stats logic.
  public let interactor: StatsInteractor
  private let connections: CompositeConnection

  /// Connects `interactor` to `searcher` and, if given, to `controller` through `presenter`
  /// (`DefaultPresenter.Stats.present` by default).
  public init(
    searcher: HitsSearcher,
    interactor: StatsInteractor = StatsInteractor(),
    controller: (any ItemTextController)? = nil,
    presenter: @escaping Presenter<SearchStats?, String?> = { DefaultPresenter.Stats.present($0) }
  ) {
    self.searcher = searcher
    self.interactor = interactor
    var connections: [any Connection] = [interactor.connectSearcher(searcher)]
    if let controller {
      connections.append(interactor.connectController(controller, presenter: presenter))
    }
    self.connections = CompositeConnection(connections)
  }

  /// Connects every part again.
  public func connect() { connections.connect() }

  /// Disconnects every part.
  public func disconnect() { connections.disconnect() }
}
