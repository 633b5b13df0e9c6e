/// A command line that cannot be split into words: an unterminated quote or a trailing backslash.
///
/// The column is 1-based and counts characters, so the message points at the quote that was
/// left open, the way a shell user expects.
public struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, in a user's words.
  public var message: String
  /// 1-based column (in characters) of the offending character.
  public var column: Int

  public var description: String { "\(message) at column \(column)" }
}
