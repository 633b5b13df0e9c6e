import SearchBackend
import SearchEngine
import SearchModel

/// What `set` checks before searching when the backend is the embedded engine: a parameter the
/// engine refuses is refused at once in one line (and the search state is left as it was), a
/// documented no-op is accepted with a one-line note. Algolia's own API answers for itself.
enum EngineParameterCheck {
  /// The note to print after `set NAME ...`, nil when there is nothing to say.
  ///
  /// - Throws: ``CommandFailure`` `set: Unknown parameter: NAME ...` or Algolia's wording for a bad value.
  static func note(
    for name: String, in parameters: SearchParameters, service: any SearchService
  ) throws(CommandFailure) -> String? {
    guard service is LocalSearchService else { return nil }
    do {
      try EngineConformance.check(parameters)
    } catch {
      var message = "set: \(error.message)"
      if error == EngineConformance.unknown(name), let entry = EngineConformance.entries.first(where: { $0.name == name }) {
        let why = entry.note.isEmpty ? "" : ": \(entry.note)"
        message += " (Algolia's parameter, not honoured by the embedded engine\(why); see 'instantsearch conformance')"
      }
      throw CommandFailure(message)
    }
    guard EngineConformance.parameter(name) == .noOp else { return nil }
    let entry = EngineConformance.entries.first { $0.name == name }
    return "note: \(name) is accepted and has no effect on the embedded engine (\(entry?.note ?? "documented no-op"))"
  }
}
