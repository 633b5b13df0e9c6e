import Foundation

/// Where the shell keeps its files, following the XDG base directory specification.
///
/// History is "state" (`$XDG_STATE_HOME/instantsearch/history`, default
/// `~/.local/state/instantsearch/history`); the generated demo index is "cache"
/// (`$XDG_CACHE_HOME/instantsearch/…`, default `~/.cache/instantsearch/…`).
public struct ShellPaths: Sendable, Hashable {
  /// `$XDG_STATE_HOME/instantsearch`.
  public var stateDirectory: URL
  /// `$XDG_CACHE_HOME/instantsearch`.
  public var cacheDirectory: URL

  /// Paths for the given environment (relative XDG values are ignored, as the spec requires).
  public init(environment: [String: String]) {
    let home = environment["HOME"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser
    func base(_ variable: String, _ fallback: String) -> URL {
      if let value = environment[variable], value.hasPrefix("/") { return URL(fileURLWithPath: value) }
      return home.appendingPathComponent(fallback)
    }
    stateDirectory = base("XDG_STATE_HOME", ".local/state").appendingPathComponent("instantsearch")
    cacheDirectory = base("XDG_CACHE_HOME", ".cache").appendingPathComponent("instantsearch")
  }

  /// The history file.
  public var historyFile: URL { stateDirectory.appendingPathComponent("history") }
}
