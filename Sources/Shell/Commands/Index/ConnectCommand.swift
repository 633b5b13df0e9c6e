import ArgumentParser
import SearchEngine
import SearchModel

/// `connect local [DIR...]` / `connect algolia [--app-id ID] --index-name NAME [--hosts URL,...]`:
/// switches the session to another backend.
///
/// The command-line equivalents (`--index`, `--app-id`/`--index-name`/`--hosts`) inside a session.
/// The new backend gets a fresh search screen: query, refinements, `facet-config`, `set`
/// parameters and loaded pages start over, since attributes and values of one index rarely mean
/// anything on another. The API key is never an argument (it would land in history, recorded
/// scripts and the terminal's scrollback): it is read from `ALGOLIA_API_KEY` or the credentials
/// file, and a key-like option is refused. When the new backend cannot be opened or its first
/// search fails, the session stays on the old one.
struct ConnectCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "connect",
    abstract: "Switch backend: a local index, or an Algolia index (query and refinements start over).",
    discussion: """
      'local' opens index directories (the demo index without DIR); 'algolia' opens an index of an
      Algolia application, or of a server speaking its protocol at --hosts (e.g. instantsearch serve).
      The API key is read from ALGOLIA_API_KEY or the credentials file, never typed here; the
      application ID defaults to the last one given (--app-id), else ALGOLIA_APP_ID (or
      ALGOLIA_APPLICATION_ID). Query, refinements, facet-config and set parameters start over on
      the new backend; if it cannot be reached, the session stays where it was. Without
      arguments, prints the backend in use.

      Examples:
        connect local
        connect local ./products.idx
        connect algolia --app-id LATENCY --index-name products
        connect algolia --index-name products --hosts http://127.0.0.1:7700
      """
  )
  static let group = CommandGroup.index
  static let argumentCompletion = ArgumentCompletion.words(["local", "algolia"])
  static let completedOptions = ["--app-id", "--hosts", "--index-name"]

  /// The backends `connect` knows.
  enum Backend: String, CaseIterable {
    case local, algolia
  }

  /// Read as text and checked in `run`, so a mistyped word (perhaps a key) is never echoed back.
  @Argument(help: ArgumentHelp("local or algolia.", valueName: "backend"))
  var backendName: String?

  @Argument(help: "Index directories (local; the first is searched).")
  var directories: [String] = []

  @Option(help: ArgumentHelp("The Algolia application ID (default: the last one given, else ALGOLIA_APP_ID).", valueName: "id"))
  var appID: String?

  @Option(help: ArgumentHelp("The Algolia index to search.", valueName: "name"))
  var indexName: String?

  @Option(help: ArgumentHelp("Hosts instead of Algolia's, comma-separated.", valueName: "urls"))
  var hosts: [String] = []

  /// Accepted only to be refused with a clear message (see the type's documentation).
  @Option(name: [.customLong("api-key"), .customLong("key"), .customLong("apikey")], help: .hidden)
  var apiKey: String?

  @MainActor mutating func run(in session: ShellSession) async throws {
    if apiKey != nil {
      throw CommandFailure(
        "connect does not take an API key (it would be stored in history): set ALGOLIA_API_KEY or use the credentials file")
    }
    guard let backendName else {
      let search = try session.requireSearch()
      let kind = search.service is LocalSearchService ? "local" : "algolia"
      session.printer.print(session.renderer.backend(BackendView(kind: kind, indexName: search.indexName)))
      return
    }
    guard let backend = Backend(rawValue: backendName) else {
      throw CommandFailure("connect: the backend must be 'local' or 'algolia'")
    }
    let context: SearchContext
    switch backend {
    case .local:
      if appID != nil || indexName != nil || !hosts.isEmpty {
        throw CommandFailure("connect local takes index directories, not --app-id, --index-name or --hosts")
      }
      let printer = session.printer
      let interactive = session.settings.isInteractive
      context = try LocalBackend.open(
        directories: directories.map { session.resolve(path: $0).path },
        paths: ShellPaths(environment: session.environment),
        progress: { message in if interactive { printer.print(text: message + "\n") } })
    case .algolia:
      if !directories.isEmpty {
        // The stray word is not repeated: it may be a key typed by mistake.
        throw CommandFailure(
          "connect algolia takes only --app-id, --index-name and --hosts (no other argument; the API key comes from ALGOLIA_API_KEY or the credentials file)")
      }
      context = try RemoteService.open(
        appID: appID ?? session.algoliaAppID, indexName: indexName, hosts: hosts, environment: session.environment)
    }
    // The old backend stays until the new one has answered.
    try await context.refresh()
    session.open(context)
    if session.settings.isInteractive { _ = try? await context.indexSettings() }
    if backend == .algolia, let appID { session.remember(algoliaAppID: appID) }
    session.printer.print(context.statsController.render(with: session.renderer))
  }
}
