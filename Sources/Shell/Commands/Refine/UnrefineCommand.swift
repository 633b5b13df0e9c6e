import ArgumentParser

/// `unrefine ATTR=VALUE` / `unrefine ATTR`: removes a refinement (never adds one).
struct UnrefineCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "unrefine",
    abstract: "Remove a facet refinement (ATTR=VALUE), or all refinements of ATTR.",
    discussion: """
      Examples:
        unrefine brand=Apple
        unrefine brand
      """
  )
  static let group = CommandGroup.refine
  static let argumentCompletion = ArgumentCompletion.attributeValue

  @Argument(help: ArgumentHelp("The attribute, or attribute and value.", valueName: "attr[=value]"))
  var target: String

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    if let refinement = AttributeValue(argument: target) {
      let widget = search.facetList(for: refinement.attribute)
      guard widget.interactor.selections.contains(refinement.value) else {
        throw CommandFailure("unrefine: \(refinement.attribute)=\(refinement.value) is not refined")
      }
      try await search.perform { widget.click(refinement.value) }
    } else {
      let attribute = target
      try await search.clearRefinements(of: attribute)
    }
    session.printer.print(search.statsController.render(with: session.renderer))
  }
}
