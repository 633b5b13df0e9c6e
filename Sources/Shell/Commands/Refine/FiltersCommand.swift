import ArgumentParser
import InstantSearchCore
import SearchModel

/// `filters`: the FilterState by group, and the exact `filters` string the searcher sends.
struct FiltersCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "filters",
    abstract: "Show the refinements by group and the exact filters string sent.",
    discussion: """
      Examples:
        filters
      """
  )
  static let group = CommandGroup.refine

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    let snapshot = search.filterState.snapshot
    let filtersString = search.filterState.filtersString ?? ""
    let style = session.printer.style
    var text = snapshot.groups.isEmpty ? "no filters\n" : ""
    var groups: [JSONValue] = []
    for group in snapshot.groups {
      let shown = group.filters.map { DefaultPresenter.Filter.present($0) }
      text += style.cyan(group.id.description) + ": " + shown.joined(separator: ", ") + "\n"
      groups.append(.object([
        "group": .string(group.id.description),
        "filters": .array(group.filters.map { .string(FilterExpression(groups: [FilterGroup([$0])]).description) }),
      ]))
    }
    text += "filters: \(filtersString)\n"
    session.printer.print(
      Printout(text: text, json: .object(["groups": .array(groups), "filters": .string(filtersString)])))
  }
}
