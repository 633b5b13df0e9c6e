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
    let toggle = search.toggle(for: filter)
    try await search.performRollingBack("toggle", "\(target.attribute)=\(target.value)") { toggle.interactor.toggle() }
    let state = toggle.interactor.isSelected ? "on" : "off"
    session.printer.print(
      Printout(text: "\(target.attribute)=\(target.value) \(state)\n", json: .object(["toggle": .string("\(target.attribute)=\(target.value)"), "isSelected": .bool(toggle.interactor.isSelected)])))
    session.printer.print(search.statsController.render(with: session.renderer))
  }
}
