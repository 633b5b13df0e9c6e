import ArgumentParser
import SearchModel

/// `settings`: the open index's settings, as Algolia's JSON.
struct SettingsCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "settings",
    abstract: "Show the settings of the index searched (Algolia's JSON).",
    discussion: """
      Examples:
        settings
      """
  )
  static let group = CommandGroup.index

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    let settings = try await search.indexSettings()
    let view: IndexSettingsView
    do {
      view = try IndexSettingsView(settings)
    } catch {
      throw CommandFailure("settings: \(error)")
    }
    session.printer.print(session.renderer.indexSettings(view))
  }
}
