import ArgumentParser
import SearchModel

/// `toggle ATTR=VALUE`: an on/off filter toggle (e.g. free shipping).
struct ToggleCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "toggle",
    abstract: "Switch a filter toggle on or off (true/false and numbers are typed values).",
    discussion: """
      Examples:
        toggle free_shipping=true
        toggle rating=5
      """
  )
  static let group = CommandGroup.refine
  static let argumentCompletion = ArgumentCompletion.attributeValue

  @Argument(help: ArgumentHelp("The attribute and value.", valueName: "attr=value"))
  var target: AttributeValue

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    let filter = Filter.facet(FacetFilter(attribute: target.attribute, value: target.facetValue))
    let label = "\(target.attribute)=\(target.value)"
    // The switch is labelled as typed (`rating=5.0`), not as the filter prints its value.
    let controller = TerminalFilterToggleController()
    let connection = search.toggle(for: filter).interactor.connectController(controller, presenter: { _ in label })
    defer { connection.disconnect() }
    try await search.performRollingBack("toggle", label) { controller.click() }
    session.printer.print(controller.render(with: session.renderer))
    session.printer.print(search.statsController.render(with: session.renderer))
  }
}
