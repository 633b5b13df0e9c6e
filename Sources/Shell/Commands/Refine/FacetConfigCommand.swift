import ArgumentParser
import SearchModel
import InstantSearchCore

/// `facet-config ATTR --mode single|multiple --op and|or`: how a refinement list selects.
struct FacetConfigCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "facet-config",
    abstract: "Set a facet's selection mode (single|multiple) and operator (and|or).",
    discussion: """
      Lists default to --mode multiple --op or (InstantSearch.js's refinementList): the attribute
      is faceted disjunctively, its counts ignore its own refinements. --op and narrows the results
      with each value (conjunctive). Without options, prints the current configuration. Existing
      refinements of ATTR move to the new group.

      Examples:
        facet-config brand --op and
        facet-config category --mode single
        facet-config brand
      """
  )
  static let group = CommandGroup.refine
  static let argumentCompletion = ArgumentCompletion.attribute
  static let completedOptions = ["--mode", "--op"]

  @Argument(help: "The facet attribute.")
  var attribute: String

  @Option(help: ArgumentHelp("single or multiple.", valueName: "mode"))
  var mode: String?

  @Option(name: .customLong("op"), help: ArgumentHelp("and or or.", valueName: "op"))
  var refinementOperator: String?

  func validate() throws {
    if let mode, !["single", "multiple"].contains(mode) {
      throw ValidationError("--mode must be single or multiple (got '\(mode)')")
    }
    if let refinementOperator, !["and", "or"].contains(refinementOperator) {
      throw ValidationError("--op must be and or or (got '\(refinementOperator)')")
    }
  }

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    var configuration = search.facetConfigurations[attribute] ?? FacetConfiguration()
    if let mode { configuration.selectionMode = mode == "single" ? .single : .multiple }
    if let refinementOperator { configuration.refinementOperator = refinementOperator == "or" ? .or : .and }
    if mode != nil || refinementOperator != nil {
      let wanted = configuration
      try await search.perform {
        search.configureFacet(attribute, wanted)
        search.searcher.triggerSearch()
      }
    }
    let view = FacetConfigurationView(
      attribute: attribute, selectionMode: configuration.selectionMode, refinementOperator: configuration.refinementOperator)
    session.printer.print(session.renderer.facetConfiguration(view))
  }
}
