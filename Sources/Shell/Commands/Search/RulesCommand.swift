import ArgumentParser
import SearchModel

/// `rules`: the query rules that applied to the last search, and their custom data.
struct RulesCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "Show the query rules applied to the last search and their userData.",
    discussion: """
      The backend says which rules applied when asked for ranking info: the shell asks for it on its own (and shows no ranking info the user did not ask for) unless getRankingInfo is set. A rule's userData is what InstantSearch's QueryRuleCustomDataInteractor reads; hits pinned by a rule are marked [pinned] in the hits list.

      Examples:
        query iphone
        rules
        instantsearch --json -c 'query iphone; rules' | jq '.userData'
      """
  )
  static let group = CommandGroup.search

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    if search.latestResponse == nil { try await search.refresh() }
    guard let response = search.latestResponse else { throw CommandFailure("rules: no search yet") }
    // The shell asks for ranking info itself unless the user set getRankingInfo (true or false).
    let asked = search.searcher.request.parameters.getRankingInfo != false
    session.printer.print(session.renderer.rules(RulesView(response, rankingInfoAsked: asked)))
  }
}
