/// Running a statement with the bookkeeping every origin needs: timing, flush, failure memory.
extension ShellSession {
  /// Runs `statement`, prints its duration with `--timing`, remembers whether it failed (for
  /// `expect error`) and flushes the output.
  ///
  /// - Throws: whatever the command threw, for the caller to report.
  public func runTimed(_ statement: Statement) async throws {
    printer.beginCommand()
    defer { printer.endCommand() }
    let clock = ContinuousClock()
    let start = clock.now
    do {
      try await execute(statement)
      remember(failure: nil)
    } catch {
      // A command interrupted while waiting on a backend may have wrapped the cancellation in
      // its own failure (`indexes: CancellationError()`); Ctrl-C reads `interrupted` everywhere.
      let error = Task.isCancelled && !(error is ReportedFailure) ? CancellationError() : error
      remember(failure: message(for: error))
      throw error
    }
    if settings.timing {
      let elapsed = clock.now - start
      let ms = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
      printer.print(
        Printout(
          text: printer.style.dim("time: \(Self.formatMilliseconds(ms)) ms") + "\n",
          json: .object(["timeMS": .number((ms * 1000).rounded() / 1000)])
        )
      )
    }
  }

  /// The one-line message for an error thrown by a command.
  public func message(for error: any Error) -> String {
    switch error {
    case let failure as CommandFailure: return failure.message
    case let syntax as SyntaxError: return "syntax error: \(syntax.description)"
    case is CancellationError: return "interrupted"
    default: return "\(error)"
    }
  }

  static func formatMilliseconds(_ ms: Double) -> String {
    let hundredths = Int((ms * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
