/// The answer of `Completer`: the words that fit, and how to complete the text typed so far.
public struct CompletionResult: Sendable, Hashable {
  /// Where the word being completed starts in the line (a character offset).
  public var wordStart: Int
  /// The full candidates as the user would type them (`category=Books`, `'Hewlett Packard'`).
  public var candidates: [String]
  /// What to append after the cursor for each candidate (the typed text is its prefix).
  public var suffixes: [String]

  public init(wordStart: Int, candidates: [String], suffixes: [String]) {
    self.wordStart = wordStart
    self.candidates = candidates
    self.suffixes = suffixes
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
}
