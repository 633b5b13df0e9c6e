import ArgumentParser
import InstantSearchCore
import SearchModel

/// `get [PARAM]`: a search parameter's value (or all that are set).
struct GetCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "get",
    abstract: "Show a search parameter or hits-list setting (all parameters set, without PARAM).",
    discussion: """
      Examples:
        get hitsPerPage
        get
      """
  )
  static let group = CommandGroup.index
  static let argumentCompletion = ArgumentCompletion.parameters

  @Argument(help: "The parameter name.")
  var parameter: String?

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    var object = search.searcher.request.parameters.jsonObject
    switch search.hits.infiniteScrolling {
    case .off: object["infiniteScrollOffset"] = .string("off")
    case .on(let offset): object["infiniteScrollOffset"] = .number(Double(offset))
    }
    object["showItemsOnEmptyQuery"] = .bool(search.hits.showItemsOnEmptyQuery)
    session.printer.print(session.renderer.parameters(ParametersView(values: object, asked: parameter)))
  }
}
