/// One lexical unit of a `filters` string.
///
/// Kinds follow Algolia's lexer, including its error tokens (`""`, an unclosed quote, a lone
/// `!`), so the parser can report them in Algolia's words.
struct FilterToken: Sendable, Hashable {
  /// What the token is.
  enum Kind: Sendable, Hashable {
    /// A bare word or a quoted string.
    case string
    /// A bare number: optional `-`, digits, at most one dot.
    case number
    /// `""` or `''`: Algolia rejects empty strings.
    case emptyString
    /// A quote with no closing quote; it swallows the rest of the input.
    case incompleteString
    /// A `!` not followed by `=`; lexing stops there.
    case invalid
    case colon
    case openParenthesis
    case closeParenthesis
    /// `<` alone (a comparison, or the start of `<score=N>`).
    case openAngle
    /// `>` alone.
    case closeAngle
    case comma
    /// `=`, `!=`, `<=`, `>=`.
    case comparison(NumericOperator)
    case and
    case or
    case not
    case to
    case end
  }

  var kind: Kind
  /// The value: unescaped contents for quoted strings, the text itself otherwise.
  var value: String
  /// The text as written between the quotes (escapes kept), used in error messages.
  var rawValue: String
  /// True when the string was quoted (a quoted `42` or `true` stays a string).
  var isQuoted: Bool
  /// 0-based position in Unicode scalars.
  var column: Int

  init(_ kind: Kind, value: String = "", rawValue: String? = nil, isQuoted: Bool = false, column: Int) {
    self.kind = kind
    self.value = value
    self.rawValue = rawValue ?? value
    self.isQuoted = isQuoted
    self.column = column
  }

  /// How Algolia names the token in `Unexpected token …` messages: `string(and)`, `'('`,
  /// `end of filter`...
  var displayName: String {
    switch kind {
    case .string, .number:
      let name = kind == .string ? "string" : "numeric"
      guard !rawValue.isEmpty else { return name }
      var shown = String.UnicodeScalarView()
      for scalar in rawValue.unicodeScalars { shown.append(scalar == "\n" ? "\u{21B5}" : scalar) }
      return "\(name)(\(String(shown)))"
    case .emptyString: return "empty string"
    case .incompleteString: return "incomplete string"
    case .invalid: return "!"
    case .colon: return "':'"
    case .openParenthesis: return "'('"
    case .closeParenthesis: return "')'"
    case .openAngle: return "<"
    case .closeAngle: return ">"
    case .comma: return ","
    case .comparison: return "numeric operator"
    case .and: return "'AND'"
    case .or: return "'OR'"
    case .not: return "'NOT'"
    case .to: return "'TO'"
    case .end: return "end of filter"
    }
  }
}
