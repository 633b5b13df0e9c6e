/// How a session prints and behaves, fixed at start-up from the command line.
public struct SessionSettings: Sendable, Hashable {
  /// Stdin and stdout are terminals: line editor, prompt, history.
  public var isInteractive: Bool
  /// `--echo`: print each command before its output.
  public var echo: Bool
  /// `--keep-going`: run the rest of a script after an error.
  public var keepGoing: Bool
  /// `--timing`: print how long each command took, and backend times in stats.
  public var timing: Bool

  public init(isInteractive: Bool = false, echo: Bool = false, keepGoing: Bool = false, timing: Bool = false) {
    self.isInteractive = isInteractive
    self.echo = echo
    self.keepGoing = keepGoing
    self.timing = timing
  }
}
