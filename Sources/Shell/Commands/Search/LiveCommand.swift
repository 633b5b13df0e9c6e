import ArgumentParser

/// `live`: the full-screen search-as-you-type screen on the current index and state.
struct LiveCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "live",
    abstract: "Search as you type in a full-screen view with hits and a facet panel.",
    discussion: """
      Opens on the current query, refinements and parameters; every keystroke searches. Tab moves between the search box, the hits and the refinements. Hits: Up/Down, PgUp/PgDn, Home/End move (further pages load as the cursor nears the end, at the distance 'set infiniteScrollOffset' gives, 5 when it is off); Enter shows the hit in full, Esc or Left goes back. Refinements: Space toggles a value (as 'refine'; a menu value as 'menu'). Esc, Ctrl-C or Ctrl-D on an empty query returns to the prompt with the state kept; a recording gets the equivalent query/refine/menu/page commands. Needs a terminal.

      Examples:
        live
        instantsearch --live
      """
  )
  static let group = CommandGroup.search
  static let isRecorded = false

  @MainActor mutating func run(in session: ShellSession) async throws {
    guard session.settings.isInteractive else {
      throw CommandFailure("live: needs an interactive terminal (not available in batch mode)")
    }
    try await LiveMode.run(in: session)
  }
}
