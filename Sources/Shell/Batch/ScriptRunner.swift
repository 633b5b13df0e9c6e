/// Runs the statements of a script (a file, stdin, `-c`) against a session.
///
/// Policy, as in psql with ON_ERROR_STOP and sqlite3's `-bail`: the first error is reported as
/// `FILE:LINE: message` and stops the script, unless `--keep-going`, which reports every error
/// and runs on. A failing statement directly followed by `expect error` is expected: it is not
/// reported and the script goes on. `quit` ends the script (and the session). Ctrl-C (the
/// cancellation of the task running the script, as `source` at the prompt) stops it before the
/// next statement, with or without `--keep-going`, reported as `FILE:LINE: interrupted`.
@MainActor
public struct ScriptRunner {
  /// How a script ended.
  public enum Outcome: Sendable, Hashable {
    /// Every line was read (some statements may have failed under `--keep-going`).
    case completed
    /// An error stopped the script.
    case stopped
    /// `quit` was run.
    case quit
  }

  /// The session statements run in.
  public let session: ShellSession

  public init(session: ShellSession) {
    self.session = session
  }

  /// A failure held back until the next statement shows whether it was expected.
  private struct PendingFailure {
    var message: String
    var line: ScriptLine
    /// The column where the failing statement starts, when its line holds several statements.
    var column: Int? = nil

    /// `FILE:LINE`, or `FILE:LINE:COLUMN` when the line holds several statements.
    var location: String { line.location + (column.map { ":\($0)" } ?? "") }
  }

  /// The 1-based column where each statement of `line` starts, when it holds more than one (so
  /// an error names which one failed, `<-c>:1:14:`, as compilers name a column); nil otherwise.
  static func columns(of statements: [Statement], in line: String) -> [Int?] {
    guard statements.count > 1 else { return statements.map { _ in nil } }
    var searchFrom = line.startIndex
    return statements.map { statement in
      guard !statement.text.isEmpty, let range = line.range(of: statement.text, range: searchFrom..<line.endIndex) else { return nil }
      searchFrom = range.upperBound
      return line.distance(from: line.startIndex, to: range.lowerBound) + 1
    }
  }

  /// Runs every statement of `lines`.
  public func run(_ lines: some LineSource) async -> Outcome {
    var lines = lines
    var pending: PendingFailure?

    /// Reports a held failure; returns false when the script must stop.
    func flushPending() -> Bool {
      guard let failure = pending else { return true }
      pending = nil
      session.printer.report(error: failure.message, location: failure.location, line: failure.line.number)
      session.noteFailure()
      return session.settings.keepGoing
    }

    while let line = lines.nextLine() {
      let statements: [Statement]
      do {
        statements = try StatementParser.statements(in: line.text)
      } catch {
        guard flushPending() else { return .stopped }
        pending = PendingFailure(message: "syntax error: \(error.description)", line: line)
        continue
      }
      let columns = Self.columns(of: statements, in: line.text)
      for (statement, column) in zip(statements, columns) {
        if let failure = pending, ExpectErrorMatcher.isExpectError(statement) {
          pending = nil
          session.remember(failure: failure.message)
          echo(statement)
          do {
            try ExpectErrorMatcher.check(statement, failure: failure.message)
          } catch {
            pending = PendingFailure(message: error.message, line: line, column: column)
          }
          continue
        }
        guard flushPending() else { return .stopped }
        // Only some commands wait on something that checks for cancellation (a search); a
        // script of other commands must stop at Ctrl-C too.
        if Task.isCancelled { return interrupted(at: line) }
        echo(statement)
        do {
          try await session.runTimed(statement)
        } catch is ReportedFailure {
          session.noteFailure()
          // A nested script interrupted by Ctrl-C has reported where; the outer one just stops.
          if !session.settings.keepGoing || Task.isCancelled { return .stopped }
        } catch {
          if Task.isCancelled { return interrupted(at: line) }
          pending = PendingFailure(message: session.message(for: error), line: line, column: column)
        }
        if session.isQuitRequested {
          return flushPending() ? .quit : .stopped
        }
      }
    }
    return flushPending() ? .completed : .stopped
  }

  /// Reports Ctrl-C at `line` and stops (`--keep-going` does not go on after an interruption).
  private func interrupted(at line: ScriptLine) -> Outcome {
    let message = session.message(for: CancellationError())
    session.printer.report(error: message, location: line.location, line: line.number)
    session.noteFailure()
    return .stopped
  }

  private func echo(_ statement: Statement) {
    guard session.settings.echo else { return }
    session.printer.print(
      Printout(text: "> \(statement.text)\n", json: .object(["command": .string(statement.text)]))
    )
    session.printer.endCommand()
  }
}
