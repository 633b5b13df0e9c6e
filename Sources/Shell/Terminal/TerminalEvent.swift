/// What the full-screen mode reacts to from the terminal.
public enum TerminalEvent: Sendable, Hashable {
  /// A key, with the time its bytes were read (`ContinuousClock`), for latency measurements.
  case key(Key, readAt: ContinuousClock.Instant)
  /// The window changed size (SIGWINCH).
  case resize
  /// The process was continued after a suspension (Ctrl-Z, SIGTSTP): the terminal was the
  /// shell's meanwhile, so the screen is drawn whole again.
  case resumed
  /// Standard input was closed.
  case endOfInput
}
