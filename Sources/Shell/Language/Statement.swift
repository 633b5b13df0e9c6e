/// One command as written: its words after quote removal, and the text it came from.
///
/// The text is kept so that `--echo`, `record` and history show the command exactly as typed,
/// while the words are what the command table parses.
public struct Statement: Sendable, Hashable {
  /// The words, quotes and backslashes removed (`refine 'brand=Hewlett Packard'` → 2 words).
  public var words: [String]
  /// The source text, trimmed of surrounding blanks and of any trailing comment.
  public var text: String

  public init(words: [String], text: String) {
    self.words = words
    self.text = text
  }

  /// The command name (the first word), or nil for an empty statement.
  public var name: String? { words.first }

  /// The arguments after the command name.
  public var arguments: [String] { Array(words.dropFirst()) }
}
