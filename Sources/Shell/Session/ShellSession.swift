import Foundation

/// The state of one shell session and the one place a statement is run.
///
/// A session owns the printer, the command table, the search state, the statements run so far
/// (for `history`) and the recorder. The prompt loop, the batch runner and `source` all go
/// through `run(_:location:)`, so a statement behaves the same whatever its origin.
@MainActor
public final class ShellSession {
  /// Prints results and errors.
  public let printer: Printer
  /// The commands of the language.
  public let table: CommandTable
  /// Flags fixed at start-up.
  public let settings: SessionSettings
  /// The statements run successfully in this session, oldest first (`history`).
  public private(set) var history: [String] = []
  /// The statements that changed or showed the search state so far (successful, recordable,
  /// without secrets): `record` writes them first, so the script replays from the same state.
  public private(set) var recordable: [String] = []
  /// The script being recorded, if any (`startRecording`, `stopRecording`).
  public private(set) var recorder: ScriptRecorder?
  /// Set by `quit` (`requestQuit()`): the runner stops reading input.
  public private(set) var isQuitRequested = false
  /// The message of the previous statement's failure, nil when it succeeded (`expect error`:
  /// it is updated only once a statement has finished, `remember(failure:)`).
  public private(set) var lastFailure: String?
  /// How many statements have failed (the exit status is 1 when this is not zero).
  public private(set) var failureCount = 0
  /// The directory relative paths in scripts resolve against (`source`, `sourcing(from:_:)`).
  public private(set) var workingDirectory: URL
  /// How deeply `source` is nested (guards against a script sourcing itself forever).
  public private(set) var sourceDepth = 0
  /// What the search commands act on: searchers, interactors and controllers (`open(_:)`).
  public private(set) var search: SearchContext?
  /// The process environment: `connect` reads credentials (`ALGOLIA_API_KEY`…) and the demo
  /// index's location from it, so a key is never typed into the session.
  public let environment: [String: String]
  /// The Algolia application ID last given (`--app-id`, `connect algolia --app-id`), so a later
  /// `connect algolia` without one stays in the same application.
  public private(set) var algoliaAppID: String?
  /// Where `run` records what commands need for completion (index names, attributes…).
  public private(set) var completionData = CompletionData()
  /// Statements parsed so far (`ParseCache`).
  private var parseCache = ParseCache()

  public init(
    printer: Printer,
    table: CommandTable = .standard,
    settings: SessionSettings = SessionSettings(),
    workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    environment: [String: String] = [:],
    algoliaAppID: String? = nil
  ) {
    self.printer = printer
    self.table = table
    self.settings = settings
    self.workingDirectory = workingDirectory
    self.environment = environment
    self.algoliaAppID = algoliaAppID
  }

  /// Runs one statement: looks the command up, parses its arguments and runs it.
  ///
  /// Does not report errors: it throws them (`CommandFailure`, `CancellationError`,
  /// `ReportedFailure`) for the caller to report with the right location.
  public func execute(_ statement: Statement) async throws {
    guard let name = statement.name else { return }
    guard let type = table.command(named: name) else {
      throw CommandFailure(table.unknownCommandMessage(name))
    }
    let parsed = try parseCache.parsed([type.name] + statement.arguments) { () throws(CommandFailure) in
      try table.parse(type, arguments: statement.arguments)
    }
    switch parsed {
    case .help(let text):
      printer.print(text: text)
    case .command(var command):
      try await command.run(in: self)
      if type.isRecorded {
        recorder?.append(statement.text)
        if !SecretFilter.containsSecret(statement.text) { recordable.append(statement.text) }
      }
    }
    if type.name != "history" { history.append(statement.text) }
    updateCompletionData()
  }

  /// Refreshes what Tab completion knows from the latest results and settings.
  func updateCompletionData() {
    completionData = completionData.refreshed(from: search, parameters: Self.knownParameters)
  }

  /// Adds index names (a primary's replicas, `sort`) to what Tab completion offers.
  public func learn(indexNames: [String]) {
    completionData.indexNames = Array(Set(completionData.indexNames + indexNames)).sorted()
  }

  /// Makes `names` the index names Tab completion offers (the backend listed them, `indexes`).
  public func learn(allIndexNames names: [String]) {
    completionData.indexNames = names
  }

  /// Searches `search` from now on (start-up, `connect`): Tab completion forgets the previous
  /// index's attributes and values and learns the new one's as it is used.
  public func open(_ search: SearchContext) {
    self.search = search
    completionData.attributes = []
    completionData.facetValues = [:]
    completionData.numericAttributes = []
  }

  /// Remembers the Algolia application ID `connect algolia --app-id` gave.
  public func remember(algoliaAppID: String) { self.algoliaAppID = algoliaAppID }

  /// Remembers how the previous statement ended, for `expect error` (nil: it succeeded).
  public func remember(failure message: String?) { lastFailure = message }

  /// Stops reading input after the current statement (`quit`).
  public func requestQuit() { isQuitRequested = true }

  /// Starts writing the session's statements to `recorder`, after those that brought the
  /// session to its state.
  public func startRecording(to recorder: ScriptRecorder) {
    recorder.writePreamble(recordable)
    self.recorder = recorder
  }

  /// Stops the recording, closing its file; returns it (nil when none was running).
  @discardableResult
  public func stopRecording() -> ScriptRecorder? {
    defer { recorder = nil }
    recorder?.close()
    return recorder
  }

  /// Runs `body` as a script sourced from `directory`: relative paths in it resolve there, and
  /// it counts one level of `source` nesting; both are restored when it ends.
  public func sourcing<Result>(from directory: URL, _ body: () async throws -> Result) async rethrows -> Result {
    let saved = workingDirectory
    sourceDepth += 1
    workingDirectory = directory
    defer {
      sourceDepth -= 1
      workingDirectory = saved
    }
    return try await body()
  }

  /// Appends a statement equivalent to a change made outside the command line (live mode's
  /// query and refinements) to the recording and to what a later `record` starts from.
  public func noteEquivalent(_ statement: String) {
    recorder?.append(statement)
    if !SecretFilter.containsSecret(statement) { recordable.append(statement) }
  }

  /// How search results are printed: the line renderer in the session's style and `--timing`.
  public var renderer: LineRenderer { LineRenderer(style: printer.style, withTimings: settings.timing) }

  /// Counts a failure towards the exit status.
  public func noteFailure() { failureCount += 1 }

  /// The session's search state, or a failure telling the user there is no index open.
  public func requireSearch() throws(CommandFailure) -> SearchContext {
    guard let search else { throw CommandFailure("no index is open; use 'index NAME' or start with --index DIR") }
    return search
  }

  /// Resolves a path from a command against the working directory (`~` expanded).
  public func resolve(path: String) -> URL {
    let expanded = (path as NSString).expandingTildeInPath
    if expanded.hasPrefix("/") { return URL(fileURLWithPath: expanded) }
    return workingDirectory.appendingPathComponent(expanded)
  }
}
