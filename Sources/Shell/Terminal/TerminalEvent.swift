/// What the full-screen mode reacts to from the terminal.
public enum TerminalEvent: Sendable, Hashable {
  /// A key, with the time its bytes were read (`ContinuousClock`), for latency measurements.
  case key(Key, readAt: ContinuousClock.Instant)
  /// The window changed size (SIGWINCH).
  case resize
  /// Standard input was closed.
  case endOfInput
}
