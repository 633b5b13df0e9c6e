/// A line of text in runs of one style each: what views put on the screen.
public struct StyledText: Sendable, Hashable, ExpressibleByStringLiteral {
  /// One run.
  public struct Run: Sendable, Hashable {
    public var text: String
    public var style: TextStyle
  }

  public var runs: [Run]

  public init(_ text: String = "", style: TextStyle = .plain) {
    runs = text.isEmpty ? [] : [Run(text: text, style: style)]
  }

  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Appends `text` in `style`.
  public mutating func append(_ text: String, style: TextStyle = .plain) {
    guard !text.isEmpty else { return }
    runs.append(Run(text: text, style: style))
  }

  /// Appends another line's runs.
  public mutating func append(_ other: StyledText) {
    runs.append(contentsOf: other.runs)
  }

  /// The text without styles.
  public var plainText: String { runs.map(\.text).joined() }

  /// Columns taken.
  public var width: Int { runs.reduce(0) { $0 + DisplayWidth.of($1.text) } }
}
