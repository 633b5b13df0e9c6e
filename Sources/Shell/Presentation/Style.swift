/// Terminal styling: ANSI SGR sequences when colour is on, nothing otherwise.
///
/// Colour is decided once at start-up (`ColorChoice`), so output to a pipe or a golden file never
/// contains an escape sequence, and the same command prints the same bytes every time.
public struct Style: Sendable, Hashable {
  /// Whether escape sequences are written.
  public var isEnabled: Bool

  public init(isEnabled: Bool) {
    self.isEnabled = isEnabled
  }

  /// No styling at all.
  public static let plain = Style(isEnabled: false)

  /// A highlighted match inside a hit: bold yellow on a terminal, `*match*` in plain text.
  public func match(_ text: String) -> String {
    isEnabled ? "\u{1B}[1;33m\(text)\u{1B}[0m" : "*\(text)*"
  }

  /// Emphasis (hit titles, facet names).
  public func bold(_ text: String) -> String { sgr("1", text) }
  /// Secondary information (counts, ranking info).
  public func dim(_ text: String) -> String { sgr("2", text) }
  /// Errors.
  public func red(_ text: String) -> String { sgr("31", text) }
  /// Selected facet values and passing expectations.
  public func green(_ text: String) -> String { sgr("32", text) }
  /// Attribute names.
  public func cyan(_ text: String) -> String { sgr("36", text) }

  private func sgr(_ code: String, _ text: String) -> String {
    isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
