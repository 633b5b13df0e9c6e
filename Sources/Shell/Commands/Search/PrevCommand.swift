import ArgumentParser

/// `prev`: the page before the one shown.
struct PrevCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "prev",
    abstract: "Show the previous page of the results.",
    discussion: """
      Examples:
        page 2
        prev
      """
  )
  static let group = CommandGroup.search

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    guard search.currentPage > 0 else { throw CommandFailure("prev: already on the first page") }
    try await PageCommand.show(page: search.currentPage - 1, in: session, command: "prev")
  }
}
