/// One line of a script, with where it came from (for `FILE:LINE:` errors).
public struct ScriptLine: Sendable, Hashable {
  /// The file name as the user gave it (`session.is`, `<stdin>`, `<-c>`).
  public var source: String
  /// 1-based line number (for `-c`, the position of the argument).
  public var number: Int
  /// The line's text, without its line break.
  public var text: String

  public init(source: String, number: Int, text: String) {
    self.source = source
    self.number = number
    self.text = text
  }

  /// `FILE:LINE`.
  public var location: String { "\(source):\(number)" }
}
