/// Writes words back as command-line text that the `Lexer` reads as the same words.
///
/// `record` uses it to write replayable scripts, and completion uses it to insert a facet value
/// that contains blanks (`refine brand='Hewlett Packard'`).
public enum Quoting {
  /// `word` unchanged when it needs no quoting, otherwise in single quotes (`'` written `'\''`).
  public static func quote(_ word: String) -> String {
    if word.isEmpty { return "''" }
    let special: Set<Character> = [" ", "\t", "\r", "\n", "'", "\"", "\\", ";", "#"]
    guard word.contains(where: { special.contains($0) }) else { return word }
    return "'" + word.replacingAll("'", with: "'\\''") + "'"
  }

  /// The words quoted and joined by single spaces.
  public static func join(_ words: [String]) -> String {
    words.map(quote).joined(separator: " ")
  }
}

extension String {
  /// Every occurrence of `target` replaced, without Foundation.
  func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var result = ""
    var rest = self[...]
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
