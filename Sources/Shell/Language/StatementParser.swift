/// Turns a line of input into the statements to run.
///
/// Used for every source of commands (a script line, a `-c` argument, a line typed at the
/// prompt), so quoting, `;` and `#` behave the same everywhere.
public enum StatementParser {
  /// The non-empty statements of `line`, in order.
  ///
  /// - Throws: `SyntaxError` for an unterminated quote or a trailing backslash.
  public static func statements(in line: String) throws(SyntaxError) -> [Statement] {
    let lexed = Lexer.lex(line)
    if let open = lexed.openQuote {
      let kind = open.character == "'" ? "single" : "double"
      throw SyntaxError(message: "unterminated \(kind) quote", column: open.offset + 1)
    }
    if let offset = lexed.danglingBackslash {
      throw SyntaxError(message: "backslash at end of line", column: offset + 1)
    }
    let chars = Array(line)
    return lexed.pieces.compactMap { piece in
      guard !piece.words.isEmpty else { return nil }
      let text = String(chars[piece.range]).trimmingBlanks()
      return Statement(words: piece.words.map(\.value), text: text)
    }
  }
}
