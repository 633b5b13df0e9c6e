import Foundation

/// The read–run loop at the prompt.
///
/// Each line is split into statements and each statement runs as a task that Ctrl-C cancels;
/// errors are printed as one line and the session goes on. Ctrl-C at the prompt abandons the
/// line; Ctrl-D (or `quit`) ends the session.
@MainActor
public struct InteractiveLoop {
  /// The session commands run in.
  public let session: ShellSession
  /// The environment (for the history file location).
  public let environment: [String: String]

  /// Whether the session opens in live mode (`--live`) before the first prompt.
  public let startsLive: Bool

  public init(session: ShellSession, environment: [String: String], startsLive: Bool = false) {
    self.session = session
    self.environment = environment
    self.startsLive = startsLive
  }

  /// Runs until Ctrl-D or `quit`.
  public func run() async {
    let editor = LineEditor(historyFile: ShellPaths(environment: environment).historyFile)
    let syntax = session.table.syntax
    session.printer.print(text: banner())
    session.printer.endCommand()
    if startsLive { await runLine("live", interruptedSince: InterruptFlag.mark()) }
    while !session.isQuitRequested {
      // Every press after this mark is for this line: to abandon it while it is typed, or to
      // interrupt its commands, even one pressed just after Enter.
      let mark = InterruptFlag.mark()
      // Tab may wait a moment for facet values from the backend; Ctrl-C ends that wait too.
      let facetValues = session.facetValueLookup { InterruptFlag.isRaised(since: mark) }
      editor.setCompleter(
        Completer(
          commands: syntax, data: session.completionData, listDirectory: FileListing.entries(in:),
          facetValues: facetValues)
      )
      switch editor.readLine(prompt: prompt(), interruptedSince: mark) {
      case .endOfInput:
        session.printer.print(text: "\n")
        session.printer.endCommand()
        return
      case .interrupted:
        // Like bash: show that the line was dropped and start afresh on the next line.
        session.printer.print(text: "^C\n")
        session.printer.endCommand()
      case .line(let line):
        editor.remember(line)
        await runLine(line, interruptedSince: mark)
      }
    }
  }

  /// `demo> ` — the open index's name, so the user always knows what they are searching.
  func prompt() -> String {
    "\(session.search?.indexName ?? "instantsearch")> "
  }

  func banner() -> String {
    let index = session.search.map { "index \($0.indexName)" } ?? "no index open"
    return "InstantSearch shell (\(index)). Type 'help' for commands, Tab to complete, Ctrl-D to quit.\n"
  }

  /// Runs every statement of one typed line; a failure skips the rest of the line, and so does
  /// a Ctrl-C pressed after `mark` (the statement it interrupts reports `interrupted`).
  func runLine(_ line: String, interruptedSince mark: InterruptFlag.Mark) async {
    let statements: [Statement]
    do {
      statements = try StatementParser.statements(in: line)
    } catch {
      session.printer.report(error: "syntax error: \(error.description)", location: nil, line: nil)
      return
    }
    for statement in statements {
      do {
        try await runInterruptibly(statement, interruptedSince: mark)
      } catch is ReportedFailure {
        return
      } catch {
        session.printer.report(error: session.message(for: error), location: nil, line: nil)
        return
      }
      if session.isQuitRequested { return }
    }
  }

  /// Runs `statement` as a task that a Ctrl-C pressed after `mark` cancels.
  ///
  /// The watcher is a plain thread, not a task: it must run even when the concurrency pool is
  /// busy with the command itself, and it can cancel while the command keeps the main actor
  /// busy; the command stops at its next suspension point. A press that came before the watcher
  /// runs (after Enter, or during an earlier statement of the line) cancels too: the statement
  /// then does not start.
  func runInterruptibly(_ statement: Statement, interruptedSince mark: InterruptFlag.Mark) async throws {
    if InterruptFlag.isRaised(since: mark) { throw CancellationError() }
    let session = self.session
    let task = Task { @MainActor in try await session.runTimed(statement) }
    let watcher = InterruptWatcher(since: mark) { task.cancel() }
    watcher.start()
    defer { watcher.stop() }
    try await task.value
  }
}
