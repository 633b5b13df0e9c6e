/// What live mode can change, at one moment: the query, the values refined through the panel's
/// lists, the menus' selected paths and the page of the cursor row.
///
/// Leaving live mode compares the snapshot taken on entry with the one on exit and appends the
/// commands that make the same change (`record` keeps working across live mode, and a replayed
/// script reaches the same state).
public struct LiveSnapshot: Sendable, Hashable {
  public var query: String
  /// Refined values by list attribute.
  public var refinements: [String: Set<String>]
  /// The deepest selected value by menu, absent when nothing is selected.
  public var menuPaths: [String: String]
  /// The page holding the cursor row (0 while the cursor is on the first page).
  public var page: Int

  public init(query: String, refinements: [String: Set<String>], menuPaths: [String: String], page: Int) {
    self.query = query
    self.refinements = refinements
    self.menuPaths = menuPaths
    self.page = page
  }

  /// The shell commands that turn `self` into `later`, in an order that replays to it: the
  /// query, then per widget (panel order) the values removed before those added (a single
  /// selection list would otherwise drop the new value), the menus' paths, then the page.
  public func commands(reaching later: LiveSnapshot, entries: [FacetPanelEntry]) -> [String] {
    var commands: [String] = []
    if later.query != query {
      commands.append(later.query.isEmpty ? "query" : "query " + Quoting.quote(later.query))
    }
    for entry in entries {
      switch entry {
      case .list(let attribute):
        let before = refinements[attribute] ?? []
        let after = later.refinements[attribute] ?? []
        for value in before.subtracting(after).sorted() { commands.append("unrefine " + Quoting.quote("\(attribute)=\(value)")) }
        for value in after.subtracting(before).sorted() { commands.append("refine " + Quoting.quote("\(attribute)=\(value)")) }
      case .menu(let base, _):
        let before = menuPaths[base]
        let after = later.menuPaths[base]
        guard before != after else { continue }
        commands.append(after.map { "menu \(Quoting.quote(base)) \(Quoting.quote($0))" } ?? "menu \(Quoting.quote(base)) --clear")
      }
    }
    let changedResults = !commands.isEmpty
    if later.page != 0, later.page != page || changedResults { commands.append("page \(later.page)") }
    return commands
  }
}
