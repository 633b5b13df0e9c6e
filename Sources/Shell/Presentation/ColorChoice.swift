/// `--color auto|always|never`.
public enum ColorChoice: String, Sendable, Hashable, CaseIterable {
  /// Colour when standard output is a terminal, `NO_COLOR` is unset or empty and `TERM` is not `dumb`.
  case auto
  /// Colour even into a pipe (for `less -R`). An explicit flag overrides `NO_COLOR`, as
  /// no-color.org asks of per-invocation options.
  case always
  /// Never colour.
  case never

  /// Whether to colour, given the environment and whether stdout is a terminal.
  public func isEnabled(environment: [String: String], stdoutIsTerminal: Bool) -> Bool {
    switch self {
    case .never: return false
    case .always: return true
    case .auto:
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
      return stdoutIsTerminal && environment["TERM"] != "dumb"
    }
  }
}
