import ArgumentParser

/// `sffv ATTR TEXT`: search for facet values, counted over the current query and refinements.
struct SearchForFacetValuesCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "sffv",
    abstract: "Search for values of a facet (it must be searchable in attributesForFaceting).",
    discussion: """
      Examples:
        sffv brand sam
        sffv category 'home d'
      """
  )
  static let group = CommandGroup.search
  static let argumentCompletion = ArgumentCompletion.attributeThenValue

  @Argument(help: "The facet attribute.")
  var attribute: String

  @Argument(parsing: .remaining, help: "The text to look for in the values.")
  var text: [String] = []

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    let widget = FacetSearchWidget(attribute: attribute, text: text.joined(separator: " "), in: search)
    do {
      try await widget.search()
    } catch let failure as CommandFailure {
      throw CommandFailure("sffv: \(failure.message)")
    }
    session.printer.print(widget.controller.render(with: session.renderer))
  }
}
