import InstantSearchCore
import SearchModel

/// One refinement list as the shell uses it: Core's connector plus the terminal controller.
@MainActor
public final class FacetListWidget {
  /// The attribute listed.
  public let attribute: String
  /// Selection mode and operator.
  public let configuration: FacetConfiguration
  /// Core's wiring of searcher, filter state and interactor.
  public let connector: FacetListConnector
  /// The terminal view, through which `refine` clicks.
  public let controller: TerminalFacetListController
  private var controllerConnection: any Connection

  init(attribute: String, configuration: FacetConfiguration, searcher: HitsSearcher, filterState: FilterState) {
    self.attribute = attribute
    self.configuration = configuration
    connector = FacetListConnector(
      searcher: searcher, filterState: filterState, attribute: attribute,
      interactor: FacetListInteractor(selectionMode: configuration.selectionMode),
      operator: configuration.refinementOperator)
    controller = TerminalFacetListController(attribute: attribute)
    controllerConnection = connector.interactor.connectController(controller, with: Self.refinementListOrder)
    if let counts = searcher.latestResponse?.facets?[attribute] {
      connector.interactor.items = counts.map { FacetHit(value: $0.key, highlighted: $0.key, count: $0.value) }
    }
  }

  /// The interactor.
  public var interactor: FacetListInteractor { connector.interactor }

  /// InstantSearch's refinement-list order, the list's until `facets --sort` says otherwise:
  /// refined values first, then by count, then by name.
  static let refinementListOrder = FacetListPresenter(
    sortBy: [.isRefined, .count(order: .descending), .alphabetical(order: .ascending)])

  /// Shows the list sorted by `presenter` from now on (the interactor pushes it at once), at
  /// most `limit` rows, values with a count of 0 only when `showsEmpty` (refined ones always).
  public func present(with presenter: FacetListPresenter, limit: Int, showsEmpty: Bool) {
    controllerConnection.disconnect()
    controller.limit = limit
    controller.showsEmpty = showsEmpty
    controllerConnection = interactor.connectController(controller, with: presenter)
  }

  /// Stops following the searcher and filter state.
  public func disconnect() {
    controllerConnection.disconnect()
    connector.disconnect()
  }

  /// Selects `value` as a tap on its row would.
  public func click(_ value: String) {
    let count = interactor.items.first { $0.value == value }?.count ?? 0
    controller.onClick?(FacetHit(value: value, highlighted: value, count: count))
  }
}
