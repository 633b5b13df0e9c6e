/// Recognises command lines that carry a secret, so they are never stored in history or recordings.
///
/// A line is secret when it passes an API key: an `--api-key`/`--key` option, a `connect algolia`
/// with a word beyond its documented options, a `set`/`get` of a parameter whose name mentions a
/// key, a token or a password, or a word that looks like an Algolia key (32 hex digits).
public enum SecretFilter {
  /// True when `line` must not be written anywhere.
  public static func containsSecret(_ line: String) -> Bool {
    let words = Lexer.lex(line).pieces.flatMap(\.words).map(\.value)
    let lowered = words.map { $0.lowercased() }
    let secretWords = ["key", "apikey", "api-key", "api_key", "token", "password", "secret"]
    for (index, word) in lowered.enumerated() {
      if word.hasPrefix("--"), secretWords.contains(where: { word.contains($0) }) { return true }
      if index > 0, lowered[index - 1] == "set" || lowered[index - 1] == "get",
        secretWords.contains(where: { word.contains($0) })
      {
        return true
      }
      if looksLikeKey(words[index]) { return true }
    }
    if let position = lowered.firstIndex(of: "connect"), hasUnknownConnectWord(Array(lowered[(position + 1)...])) {
      return true
    }
    if lowered.contains(where: { $0.hasPrefix("x-algolia-api-key") }) { return true }
    return false
  }

  /// True when a `connect` statement's words hold anything beyond what it documents (`local`
  /// and directories, or `algolia` and the `--app-id`/`--index-name`/`--hosts` options): a stray
  /// word there may be a key typed by mistake.
  static func hasUnknownConnectWord(_ words: [String]) -> Bool {
    guard words.first == "algolia" else { return false }
    let options = ["--app-id", "--index-name", "--hosts"]
    var index = 1
    while index < words.count {
      let word = words[index]
      if options.contains(word) {
        index += 2
      } else if options.contains(where: { word.hasPrefix($0 + "=") }) {
        index += 1
      } else {
        return true
      }
    }
    return false
  }

  /// 32 or more hexadecimal digits: the shape of Algolia API keys.
  static func looksLikeKey(_ word: String) -> Bool {
    word.count >= 32 && word.allSatisfy(\.isHexDigit)
  }
}
