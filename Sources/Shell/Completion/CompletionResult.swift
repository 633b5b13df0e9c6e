/// The answer of `Completer`: the words that fit, and how to complete the text typed so far.
public struct CompletionResult: Sendable, Hashable {
  /// Where the word being completed starts in the line (a character offset).
  public var wordStart: Int
  /// The full candidates as the user would type them (`category=Books`, `'Hewlett Packard'`).
  public var candidates: [String]
  /// What to append after the cursor for each candidate (the typed text is its prefix).
  public var suffixes: [String]
  /// For each candidate, the whole word as it should read, replacing the text typed from
  /// `wordStart`: a value with blanks or quotes comes back quoted (`brand='Hewlett Packard'`),
  /// which appending to the typed text cannot do. Empty when the result has none.
  public var replacements: [String]
  /// The word typed so far as the lexer reads it (quotes and escapes removed).
  public var typedValue: String

  public init(
    wordStart: Int, candidates: [String], suffixes: [String], replacements: [String] = [], typedValue: String = ""
  ) {
    self.typedValue = typedValue
    self.wordStart = wordStart
    self.candidates = candidates
    self.suffixes = suffixes
    self.replacements = replacements
  }

  /// No completion.
  public static func none(at offset: Int) -> CompletionResult {
    CompletionResult(wordStart: offset, candidates: [], suffixes: [])
  }

  /// The longest text every suffix starts with (what Tab inserts when several candidates fit).
  public var commonSuffix: String {
    guard var common = suffixes.first else { return "" }
    for suffix in suffixes.dropFirst() {
      common = String(zip(common, suffix).prefix { $0 == $1 }.map(\.0))
    }
    return common
  }

  /// The longest text every replacement starts with, when the lexer still reads it as the word
  /// typed so far (`typedValue`) or more: what Tab puts in place
  /// of the word when several candidates fit (`brand='Hewlett ` for two Hewlett values). Nil
  /// otherwise (one replacement quoted and another not part early), so Tab appends `commonSuffix`.
  public var commonReplacement: String? {
    guard var common = replacements.first else { return nil }
    for replacement in replacements.dropFirst() {
      common = String(zip(common, replacement).prefix { $0 == $1 }.map(\.0))
    }
    let value = Lexer.lex(common).pieces.last?.words.last?.value ?? ""
    return value.hasPrefix(typedValue) ? common : nil
  }
}
