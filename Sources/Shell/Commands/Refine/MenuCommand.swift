import ArgumentParser
import InstantSearchCore
import SearchModel

/// `menu ATTR [PATH]`: InstantSearch's hierarchical menu over `ATTR.lvl0`, `ATTR.lvl1`...
///
/// Without a path it shows the menu; with one it "clicks" that value, as a tap on a row of the
/// menu does, so the selection follows `HierarchicalInteractor`: choosing `A > B` selects the
/// path `[A, A > B]` (one filter on the deepest level), choosing the deepest selected value
/// again goes up one level.
struct MenuCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "menu",
    abstract: "Show a hierarchical menu (ATTR.lvl0, ATTR.lvl1...) or select a path in it.",
    discussion: """
      As InstantSearch's hierarchical menu: the top level with counts and, under the selected path, the children of each selected value, indented; [x] marks the path. Choosing a value selects it and its ancestors, and filters on it alone (the deepest level); choosing the deepest selected value again goes up one level; --clear unselects the path. The counts of each level ignore the levels below it, so the menu shows the alternatives at every step. Rows show the last level of each value; type the whole value to choose it (Tab completes it).

      The levels are the ATTR.lvlN attributes the index declares for faceting, unless --levels says how many; the separator inside values is ' > ' unless --separator says otherwise. Both are remembered for ATTR. The selection is the group hierarchical<ATTR> in 'filters'; 'clear ATTR' and 'clear --all' remove it.

      Examples:
        menu categories
        menu categories Garden
        menu categories 'Garden > Outdoor Living'
        menu categories 'Garden > Outdoor Living'   # again: back up to Garden
        menu categories --clear
        menu taxonomy --levels 4 --separator ' / '
      """
  )
  static let group = CommandGroup.refine
  static let argumentCompletion = ArgumentCompletion.hierarchicalAttributeThenPath
  static let completedOptions = ["--clear", "--levels", "--limit", "--separator"]

  @Argument(help: "The base attribute: its levels are ATTR.lvl0, ATTR.lvl1...")
  var attribute: String

  @Argument(help: ArgumentHelp("The value to choose, with every level ('Garden > Outdoor Living').", valueName: "path"))
  var path: String?

  @Flag(help: "Unselect the path.")
  var clear = false

  @Option(help: ArgumentHelp("What separates the levels inside a value (default ' > ').", valueName: "text"))
  var separator: String?

  @Option(help: ArgumentHelp("How many levels there are (default: those declared in attributesForFaceting).", valueName: "n"))
  var levels: Int?

  @Option(help: "Show at most N values per level (selected values are always shown).")
  var limit = 10

  func validate() throws {
    if clear, path != nil { throw ValidationError("give a path or --clear, not both") }
    if limit < 0 { throw ValidationError("--limit must be 0 or more") }
    if let levels, levels < 1 { throw ValidationError("--levels must be 1 or more") }
    if separator?.isEmpty == true { throw ValidationError("--separator cannot be empty") }
    if path?.isEmpty == true { throw ValidationError("the path cannot be empty") }
  }

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    if let base = HierarchicalLevels.base(ofLevel: attribute) {
      throw CommandFailure("menu: \(attribute) is a level of \(base); name the menu by its base: menu \(base)")
    }
    let existing = search.hierarchicalMenus[attribute]
    let separator = separator ?? existing?.separator ?? HierarchicalLevels.defaultSeparator
    let levelAttributes: [String]
    if let levels {
      levelAttributes = (0..<levels).map { "\(attribute).lvl\($0)" }
    } else if let existing {
      levelAttributes = existing.levels
    } else {
      levelAttributes = try await Self.declaredLevels(of: attribute, in: search)
    }
    if let selected = search.filterState.hierarchicalFacet(named: attribute)?.path, selected.count > levelAttributes.count {
      // Fewer levels than the selected path would leave a filter the menu cannot show.
      throw CommandFailure(
        "menu: the selected path of \(attribute) has \(selected.count) levels, more than \(levelAttributes.count); unselect it first (menu \(attribute) --clear)")
    }
    let (menu, isNew) = search.hierarchicalMenu(for: attribute, levels: levelAttributes, separator: separator)
    if let path {
      let depth = menu.depth(of: path)
      if depth > levelAttributes.count {
        throw CommandFailure(
          "menu: '\(path)' has \(depth) levels; \(attribute) has \(levelAttributes.count) (\(levelAttributes.joined(separator: ", ")))")
      }
      try await search.performRollingBack("menu", "\(attribute) '\(path)'") { menu.click(path) }
    } else if clear {
      try await search.perform { search.filterState.notify(.clear(.hierarchical(name: attribute))) }
    } else if isNew || search.latestResponse == nil {
      try await search.refresh()
    }
    menu.controller.limit = limit
    var printout = menu.controller.render(with: session.renderer)
    if path != nil || clear {
      // A selection changes the results: the stats line first, as after `refine`.
      printout = search.statsController.render(with: session.renderer).followed(by: printout)
    }
    session.printer.print(printout)
  }


  /// `ATTR.lvl0`, `ATTR.lvl1`... as far as the index's `attributesForFaceting` declares them
  /// without a gap.
  @MainActor
  static func declaredLevels(of attribute: String, in search: SearchContext) async throws -> [String] {
    let settings: IndexSettings
    do {
      settings = try await search.indexSettings()
    } catch let failure as CommandFailure {
      throw CommandFailure("menu: cannot read the levels of \(attribute) from the settings (\(failure.message)); give them with --levels N")
    }
    let levels = HierarchicalLevels.levels(of: attribute, in: Set(settings.facetingDeclarations.map(\.attribute)))
    if levels.isEmpty {
      throw CommandFailure(
        "menu: \(search.indexName) declares no \(attribute).lvl0 in attributesForFaceting; give the number of levels with --levels N")
    }
    return levels
  }
}
