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
  /// The script being recorded, if any.
  public var recorder: ScriptRecorder?
  /// Set by `quit`: the runner stops reading input.
  public var isQuitRequested = false
  /// The message of the previous statement's failure, nil when it succeeded (`expect error`:
  /// it is updated only once a statement has finished).
  public var lastFailure: String?
  /// How many statements have failed (the exit status is 1 when this is not zero).
  public private(set) var failureCount = 0
  /// The directory relative paths in scripts resolve against (`source`).
  public var workingDirectory: URL
  /// How deeply `source` is nested (guards against a script sourcing itself forever).
  public var sourceDepth = 0
  /// What the search commands act on: searchers, interactors and controllers.
  public var search: SearchContext?
  /// The process environment: `connect` reads credentials (`ALGOLIA_API_KEY`…) and the demo
  /// index's location from it, so a key is never typed into the session.
  public var environment: [String: String] = [:]
  /// The Algolia application ID last given (`--app-id`, `connect algolia --app-id`), so a later
  /// `connect algolia` without one stays in the same application.
  public var algoliaAppID: String?
  /// Where `run` records what commands need for completion (index names, attributes…).
  public var completionData = CompletionData()
  /// Statements parsed so far (`ParseCache`).
  private var parseCache = ParseCache()

  public init(
    printer: Printer,
    table: CommandTable = .standard,
    settings: SessionSettings = SessionSettings(),
    workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  ) {
    self.printer = printer
    self.table = table
    self.settings = settings
    self.workingDirectory = workingDirectory
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
