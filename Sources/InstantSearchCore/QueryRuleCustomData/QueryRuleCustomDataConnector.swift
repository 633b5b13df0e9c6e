/// A rule's custom data wired in one call: searcher → interactor → controller.
@MainActor
public final class QueryRuleCustomDataConnector<Model: Decodable & Sendable>: Connector {
  /// The searcher whose responses carry the data.
  public let searcher: HitsSearcher
  /// The custom data logic.
  public let interactor: QueryRuleCustomDataInteractor<Model>
  /// The connections it is made of.
  public let parts: CompositeConnection

  /// Connects `interactor` to `searcher` and, if given, to `controller`, which gets the
  /// decoded item as it is (`nil` when no rule's data applies).
  public convenience init<Controller: ItemController>(
    searcher: HitsSearcher,
    interactor: QueryRuleCustomDataInteractor<Model> = QueryRuleCustomDataInteractor(),
    controller: Controller?
  ) where Controller.Item == Model? {
    self.init(searcher: searcher, interactor: interactor) { interactor in
      controller.map { interactor.connectController($0) }
    }
  }

  /// Connects `interactor` to `searcher` and, if given, to a text `controller` through
  /// `presenter` (a banner's title, say).
  public convenience init(
    searcher: HitsSearcher,
    interactor: QueryRuleCustomDataInteractor<Model> = QueryRuleCustomDataInteractor(),
    controller: (any ItemTextController)? = nil,
    presenter: @escaping Presenter<Model?, String?>
  ) {
    self.init(searcher: searcher, interactor: interactor) { interactor in
      controller.map { interactor.connectController($0, presenter: presenter) }
    }
  }

  private init(
    searcher: HitsSearcher, interactor: QueryRuleCustomDataInteractor<Model>,
    connectController: (QueryRuleCustomDataInteractor<Model>) -> (any Connection)?
  ) {
    self.searcher = searcher
    self.interactor = interactor
    parts = CompositeConnection([interactor.connectSearcher(searcher)] + [connectController(interactor)].compactMap { $0 })
  }
}
