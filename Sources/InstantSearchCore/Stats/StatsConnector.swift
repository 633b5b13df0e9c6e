/// A stats line wired in one call: searcher → interactor → text controller.
@MainActor
public final class StatsConnector: Connector {
  /// The searcher whose responses give the stats.
  public let searcher: HitsSearcher
  /// The stats logic.
  public let interactor: StatsInteractor
  /// The connections it is made of.
  public let parts: CompositeConnection

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
    parts = CompositeConnection(connections)
  }
}
