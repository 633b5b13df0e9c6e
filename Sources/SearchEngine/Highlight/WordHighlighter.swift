/// Finds and wraps the query words inside one text value.
///
/// Each word of the text is matched against the query words the same way the index matched them
/// (exact, prefix of the last word, typo within budget), so what is highlighted is what made the
/// record match. A prefix match wraps only the typed part ("<em>iph</em>one"); an exact or typo
/// match wraps the whole word.
struct WordHighlighter {
  let words: [QueryWord]
  let preTag: String
  let postTag: String
  /// Other forms that match a query word as a whole (plurals: "cars" for "car"), by normalised form.
  var alternatives: [String: Int] = [:]
  /// The index's normalisation settings, so the text's words are read as they were indexed.
  var normalization = TextNormalization.standard
  /// The attribute splits camelCase words (`camelCaseAttributes`).
  var camelCase = false
  /// `replaceSynonymsInHighlight`: record words matched through a one-word synonym, shown as the
  /// query's word instead.
  var replacements: [String: String] = [:]

  /// One word of a text, with where it is and which query word it matched.
  struct Token {
    var range: Range<Int>
    /// Bytes of the original text to wrap from `range.lowerBound` (0 when unmatched).
    var highlightLength: Int
    var queryWord: Int?
    /// Text shown (and wrapped) instead of the record's word (`replaceSynonymsInHighlight`).
    var replacement: String? = nil
  }

  /// The words of `text` and their matches (every word: a snippet counts words around a match).
  func tokens(of text: String) -> [Token] {
    scan(text, keepingUnmatched: true).tokens
  }

  /// The words of `text` that matched a query word, what a highlight wraps, and whether every word
  /// of the text matched whole (`fullyHighlighted`).
  ///
  /// A highlighted description has hundreds of words, most matching nothing: they are not kept.
  func matchedTokens(of text: String) -> (tokens: [Token], fullyHighlighted: Bool) {
    let scanned = scan(text, keepingUnmatched: false)
    return (scanned.tokens, scanned.allWhole)
  }

  /// The token of the normalised word `word` found at `range` of the text, when it matched.
  ///
  /// Words are matched on their normalised bytes, so no string is made for them (only to look up
  /// `alternatives` or `replacements` when there are any).
  func token(_ word: UnsafeBufferPointer<UInt8>, at range: Range<Int>) -> Token? {
    guard let (index, length) = match(word) else { return nil }
    var token = Token(range: range, highlightLength: 0, queryWord: index)
    token.highlightLength = length == nil || range.count != word.count ? range.count : length!
    if !replacements.isEmpty {
      let text = String(decoding: word, as: UTF8.self)
      if let replacement = replacements[text], !words.contains(where: { $0.text == text }) {
        token.replacement = replacement
        token.highlightLength = range.count
      }
    }
    return token
  }

  /// The query word the normalised word `word` (UTF-8) matches and, for a prefix match, how many
  /// bytes matched.
  ///
  /// Tried best first, as the index ranks them: exact, prefix, then typos, where a prefix of the
  /// word closer than the whole word wins (the longest such prefix is wrapped: "<em>phone</em>s").
  private func match(_ word: UnsafeBufferPointer<UInt8>) -> (Int, Int?)? {
    for query in words where query.bytes.count == word.count && query.bytes.elementsEqual(word) {
      return (query.index, nil)
    }
    if !alternatives.isEmpty, let index = alternatives[String(decoding: word, as: UTF8.self)] { return (index, nil) }
    for query in words where query.isPrefix && query.bytes.count <= word.count && word.starts(with: query.bytes) {
      return (query.index, query.bytes.count)
    }
    // The word's scalars are decoded only for a query word it may be a typo of: most words of a
    // highlighted text are not, and a wrong first letter rules out a one-typo word at once.
    guard !word.isEmpty else { return nil }
    let first = TypoTermWalk.decode(word, at: 0).0
    // A word has at most as many scalars as bytes: room for them on the stack.
    return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: word.count) { buffer in
      var decoded: UnsafeBufferPointer<UInt32>?
      for query in words where query.maxTypos > 0 {
        // A wrong first letter counts two typos, so it leaves room for nothing else.
        let sameFirst = query.scalars.first == first
        guard sameFirst || query.maxTypos >= 2 else { continue }
        let limit = sameFirst ? query.maxTypos : 1
        // Shorter than the query word by more typos than it allows: neither the whole word nor a
        // prefix of it is close enough. Most words of a text (`the`, `and`) end here.
        if word.count < query.scalars.count - limit { continue }
        let scalars = decoded ?? Self.decode(word, into: buffer)
        decoded = scalars
        let whole = query.scalars.withUnsafeBufferPointer { TypoDistance.distance($0, scalars, limit: limit) }
        if query.isPrefix,
          let (typos, length) = query.scalars.withUnsafeBufferPointer({
            TypoDistance.prefixDistance($0, scalars, limit: limit)
          }),
          length > 0, typos < (whole ?? Int.max)
        {
          // The bytes of the first `length` scalars: where the scalar after them starts.
          var bytes = 0
          for _ in 0..<length { bytes += TypoTermWalk.decode(word, at: bytes).1 }
          return (query.index, bytes)
        }
        if whole != nil { return (query.index, nil) }
      }
      return nil
    }
  }

  /// The scalars of the UTF-8 word `word`, decoded into `buffer` (at least `word.count` long).
  private static func decode(_ word: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt32>) -> UnsafeBufferPointer<UInt32> {
    var count = 0
    var b = 0
    while b < word.count {
      let (scalar, length) = TypoTermWalk.decode(word, at: b)
      buffer[count] = scalar
      count += 1
      b += length
    }
    return UnsafeBufferPointer(rebasing: buffer[0..<count])
  }

  /// `text` with its matching words wrapped in the tags, from `tokens[range]` (whole text when nil).
  func render(_ text: String, tokens: [Token], from start: Int = 0, to end: Int? = nil, trim: Bool = false) -> String {
    // Nothing to wrap: the text itself (most values of a hit's highlight match no word).
    if !trim && !tokens[start..<(end ?? tokens.count)].contains(where: { $0.highlightLength > 0 }) { return text }
    // The text's own bytes, not a copy of them (a description is read once per hit).
    var text = text
    return text.withUTF8 { render($0, tokens: tokens, from: start, to: end, trim: trim) }
  }

  private func render(
    _ utf8: UnsafeBufferPointer<UInt8>, tokens: [Token], from start: Int, to end: Int?, trim: Bool
  ) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(utf8.count + 16)
    let last = end ?? tokens.count
    var cursor = trim ? (start < tokens.count ? tokens[start].range.lowerBound : utf8.count) : 0
    for token in tokens[start..<last] where token.highlightLength > 0 {
      out.append(contentsOf: utf8[cursor..<token.range.lowerBound])
      out.append(contentsOf: preTag.utf8)
      let split = token.range.lowerBound + token.highlightLength
      if let replacement = token.replacement {
        out.append(contentsOf: replacement.utf8)
      } else {
        out.append(contentsOf: utf8[token.range.lowerBound..<split])
      }
      out.append(contentsOf: postTag.utf8)
      cursor = split
    }
    let stop = trim ? (last > 0 && last <= tokens.count ? tokens[last - 1].range.upperBound : cursor) : utf8.count
    if cursor < stop { out.append(contentsOf: utf8[cursor..<stop]) }
    return String(decoding: out, as: UTF8.self)
  }
}
