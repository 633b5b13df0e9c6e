import ArgumentParser

/// `refine ATTR=VALUE`: toggles a value in the attribute's refinement list.
struct RefineCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "refine",
    abstract: "Toggle a facet value (selection mode and operator from facet-config).",
    discussion: """
      Values with blanks need quotes. The search runs again and the stats line is printed.

      Examples:
        refine brand=Apple
        refine 'category=Cell Phones'
        facet-config brand --op or; refine brand=Apple; refine brand=Samsung
      """
  )
  static let group = CommandGroup.refine
  static let argumentCompletion = ArgumentCompletion.attributeValue

  @Argument(help: ArgumentHelp("The attribute and value.", valueName: "attr=value"))
  var refinement: AttributeValue

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    let widget = search.facetList(for: refinement.attribute)
    let value = refinement.value
    try await search.perform { widget.click(value) }
    session.printer.print(search.statsPrintout(withTimings: session.settings.timing))
  }
}
