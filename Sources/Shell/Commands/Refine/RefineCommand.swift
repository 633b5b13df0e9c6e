import ArgumentParser

/// `refine ATTR=VALUE`: toggles a value in the attribute's refinement list.
struct RefineCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "refine",
    abstract: "Toggle a facet value (multiple selection, OR, unless facet-config says otherwise).",
    discussion: """
      As InstantSearch.js's refinementList, a list selects several values joined with OR
      (disjunctive faceting: the attribute's counts ignore its own refinements), so a second
      brand widens the results; 'facet-config ATTR --op and' or '--mode single' changes that.
      Values with blanks need quotes. The search runs again and the stats line is printed.

      Examples:
        refine brand=Apple; refine brand=Samsung
        refine 'category=Cell Phones'
        facet-config brand --op and; refine brand=Apple; refine brand=Samsung
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
    do {
      try await search.performRollingBack("refine", "\(refinement.attribute)=\(value)") { widget.click(value) }
    } catch let failure as CommandFailure {
      guard let guess = await search.closestFacetAttribute(to: refinement.attribute) else { throw failure }
      throw CommandFailure(failure.message + "; did you mean \(guess)?")
    }
    session.printer.print(search.statsController.render(with: session.renderer))
  }
}
