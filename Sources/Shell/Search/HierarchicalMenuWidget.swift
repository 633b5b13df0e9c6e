import Foundation
import InstantSearchCore
import SearchModel

/// One hierarchical menu as the shell uses it: Core's connector plus the terminal controller.
///
/// The menu over `categories` reads the levels `categories.lvl0`, `categories.lvl1`... and keeps
/// its selection in the hierarchical group named `categories`, so `filters` lists it as
/// `hierarchical<categories>` and `clear categories` empties it.
@MainActor
public final class HierarchicalMenuWidget {
  /// The base attribute (`categories`); it names the filter group too.
  public let attribute: String
  /// The level attributes, shallowest first.
  public let levels: [String]
  /// What separates the levels inside a value (`" > "` by default, as InstantSearch).
  public let separator: String
  /// Core's wiring of searcher, filter state and interactor.
  public let connector: HierarchicalConnector
  /// The terminal view, through which `menu ATTR PATH` clicks.
  public let controller: TerminalHierarchicalController
  private let controllerConnection: any Connection

  init(attribute: String, levels: [String], separator: String, searcher: HitsSearcher, filterState: FilterState) {
    self.attribute = attribute
    self.levels = levels
    self.separator = separator
    connector = HierarchicalConnector(
      searcher: searcher, filterState: filterState, hierarchicalAttributes: levels, groupName: attribute,
      separator: separator)
    let interactor = connector.interactor
    controller = TerminalHierarchicalController(
      attribute: attribute, levels: levels, separator: separator, selections: { interactor.selections })
    controllerConnection = interactor.connectController(controller)
  }

  /// The interactor.
  public var interactor: HierarchicalInteractor { connector.interactor }

  /// Stops following the searcher and filter state.
  public func disconnect() {
    controllerConnection.disconnect()
    connector.disconnect()
  }

  /// Chooses the value `path` as a tap on its row would.
  public func click(_ path: String) {
    controller.onClick?(path)
  }

  /// The number of levels `path` spans (`Garden > Grills` spans 2).
  public func depth(of path: String) -> Int {
    separator.isEmpty ? 1 : path.components(separatedBy: separator).count
  }
}
