import ArgumentParser

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
    session.printer.print(search.currentFiltersController.render(with: session.renderer))
  }
}
