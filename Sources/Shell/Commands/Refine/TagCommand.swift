import ArgumentParser
import SearchModel

/// `tag X`: toggles a `_tags` filter through a filter toggle.
struct TagCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "tag",
    abstract: "Toggle a tag filter (_tags:X).",
    discussion: """
      Examples:
        tag bestseller
        tag 'new arrival'
      """
  )
  static let group = CommandGroup.refine

  @Argument(help: "The tag.")
  var tag: String

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    let toggle = search.toggle(for: .tag(TagFilter(value: tag)))
    try await search.performRollingBack("tag", tag) { toggle.interactor.toggle() }
    session.printer.print(search.statsController.render(with: session.renderer))
  }
}
