import ArgumentParser

/// `clear [ATTR|--all]`: removes refinements through the filter-clear interactor.
struct ClearCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "clear",
    abstract: "Remove the refinements of ATTR, or all of them (no argument or --all).",
    discussion: """
      ATTR may name a hierarchical menu ('clear categories' unselects its path) or one of its
      levels ('clear categories.lvl1' keeps the path above that level).

      Examples:
        clear brand
        clear categories
        clear --all
      """
  )
  static let group = CommandGroup.refine
  static let argumentCompletion = ArgumentCompletion.attribute
  static let completedOptions = ["--all"]

  @Argument(help: "The attribute whose filters to remove.")
  var attribute: String?

  @Flag(help: "Remove every refinement.")
  var all = false

  func validate() throws {
    if all, attribute != nil { throw ValidationError("give an attribute or --all, not both") }
  }

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    if let attribute {
      try await search.clearRefinements(of: attribute)
    } else {
      try await search.perform { search.filterClear.trigger() }
    }
    session.printer.print(search.statsController.render(with: session.renderer))
  }
}
