import ArgumentParser
import InstantSearchCore
import SearchModel

/// `set PARAM VALUE`: a search parameter (any Algolia parameter) or a hits-list setting.
struct SetCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "set",
    abstract: "Set a search parameter (any Algolia parameter) or a hits-list setting.",
    discussion: """
      VALUE is read as JSON when it parses (20, true, ["a","b"]), else as a string; 'null' unsets.
      Hits-list settings: infiniteScrollOffset (a number, or off) and showItemsOnEmptyQuery.
      filters belongs to the filter state: add a condition with filter 'EXPR'.
      The search runs again from page 0 (but for set page N) and the stats line is printed.

      Examples:
        set hitsPerPage 5
        set typoTolerance min
        set attributesToRetrieve '["name","price"]'
        set showItemsOnEmptyQuery false
        set infiniteScrollOffset 5
      """
  )
  static let group = CommandGroup.index
  static let argumentCompletion = ArgumentCompletion.parameters

  @Argument(help: "The parameter name.")
  var parameter: String

  @Argument(parsing: .captureForPassthrough, help: "The value (may start with '-').")
  var words: [String] = []

  /// The value as typed (words joined by single spaces).
  var value: String { words.joined(separator: " ") }

  func validate() throws {
    if words.isEmpty { throw ValidationError("missing expected argument '<value>'") }
  }

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    var note: String?
    switch parameter {
    case "infiniteScrollOffset":
      if value == "off" {
        search.hits.infiniteScrolling = .off
      } else if let offset = Int(value), offset >= 0 {
        search.hits.infiniteScrolling = .on(withOffset: offset)
      } else {
        throw CommandFailure("set: infiniteScrollOffset takes a number of rows or 'off' (got '\(value)')")
      }
    case "showItemsOnEmptyQuery":
      guard let flag = Bool(value) else {
        throw CommandFailure("set: showItemsOnEmptyQuery takes true or false (got '\(value)')")
      }
      search.hits.showItemsOnEmptyQuery = flag
    case "filters":
      // The filter state owns `filters` (InstantSearch's searcher takes its string over on every
      // change): a value set here was dropped by the next search with a refinement, unchecked.
      throw CommandFailure(
        "set: filters is the filter state's (refine, filter, range, tag, toggle, menu): "
          + "add a condition with filter '\(value)', remove them with clear --all")
    default:
      var object = search.searcher.request.parameters.jsonObject
      let parsed = try Self.parse(value, of: parameter)
      if parsed == .null { object.removeValue(forKey: parameter) } else { object[parameter] = parsed }
      let parameters: SearchParameters
      do {
        parameters = try SearchParameters(jsonObject: object)
      } catch {
        throw CommandFailure("set: \(error.message)")
      }
      note = try EngineParameterCheck.note(for: parameter, in: parameters, service: search.service)
      try await search.updateParametersRollingBack("set", "\(parameter) \(value)") { $0 = parameters }
      if let note { session.printer.print(text: note) }
      session.printer.print(search.statsController.render(with: session.renderer))
      return
    }
    try await search.refresh()
    if let note { session.printer.print(text: note) }
    session.printer.print(search.statsController.render(with: session.renderer))
  }

  /// `value` as JSON when it parses, else as a string. A value that opens a JSON list or object
  /// but does not parse is refused: the shell's quote removal turns `["sale"]` into `[sale]`, and
  /// sending that as the string "[sale]" would search as if nothing had been set.
  static func parse(_ value: String, of parameter: String) throws -> JSONValue {
    if let parsed = try? JSONValue(parsing: value) { return parsed }
    guard let first = value.first, first == "[" || first == "{" else { return .string(value) }
    throw CommandFailure(
      "set: \(parameter): \(value) is not JSON (the shell removes unescaped quotes): "
        + "quote the whole value, as in set \(parameter) '\(first == "[" ? #"["a","b"]"# : #"{"key":"value"}"#)'")
  }
}
