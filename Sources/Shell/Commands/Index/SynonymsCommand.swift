import ArgumentParser
import SearchBackend
import SearchModel

/// `synonyms [TEXT]`: the synonyms of the index searched, those matching TEXT when given.
struct SynonymsCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "synonyms",
    abstract: "List the synonyms of the index searched (those whose words start with TEXT).",
    discussion: """
      Synonyms come with the index (`instantsearch import … --synonyms FILE`); `set synonyms false`
      searches without them.

      Examples:
        synonyms
        synonyms trousers
        synonyms --type oneWaySynonym
      """
  )
  static let group = CommandGroup.index
  static let completedOptions = ["--limit", "--type"]

  @Argument(help: "Words the synonyms must contain (each as a word or the start of one).")
  var text: [String] = []

  @Option(help: "Only synonyms of this type: synonym, oneWaySynonym, altCorrection1, altCorrection2, placeholder.")
  var type: String?

  @Option(help: "At most this many synonyms (1-1000).")
  var limit: Int = 100

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    var request = SynonymSearchRequest(query: text.joined(separator: " "))
    if let type {
      guard let kind = Synonym.Kind(spelling: type) else {
        throw CommandFailure(
          "synonyms: unknown type \(type) (synonym, oneWaySynonym, altCorrection1, altCorrection2, placeholder)")
      }
      request.kind = kind
    }
    guard (1...1000).contains(limit) else { throw CommandFailure("synonyms: --limit must be between 1 and 1000") }
    request.hitsPerPage = limit
    guard let reader = search.service as? any SynonymReading else {
      throw CommandFailure("synonyms: this backend does not list synonyms")
    }
    let response: SynonymSearchResponse
    do {
      response = try await reader.searchSynonyms(index: search.indexName, request: request)
    } catch {
      throw CommandFailure("synonyms: \(SearchContext.describe(error))")
    }
    session.printer.print(SynonymListRenderer.render(response))
  }
}
