/// The query as the engine runs it: the words that match (each required or optional), the
/// phrases among them, and the words whose records are excluded.
///
/// Without advanced syntax or optional words this is exactly the words of the query, every one
/// required, the last a prefix (`queryType: prefixLast`), which is what the hot path is built for.
struct QueryPlan: Sendable {
  /// Matching words in query order; `QueryWord.index` is the position in this array.
  var words: [QueryWord] = []
  /// Per word: a record may lack it (`optionalWords`, `removeWordsIfNoResults`). Ranked by the
  /// `words` criterion: records matching more words first.
  var optional: [Bool] = []
  /// Runs of words (`"exact phrase"`, advanced syntax) that must follow each other in one attribute.
  var phrases: [Range<Int>] = []
  /// Normalised words (`-word`, advanced syntax) whose records are left out.
  var excluded: [String] = []

  /// Per word: its UTF-8 byte range in the query as typed (for `queryAfterRemoval`).
  var sources: [Range<Int>] = []
  /// Stop words left out of the query (`removeStopWords`), normalised, in query order.
  var removedStopWords: [String] = []

  /// Whether any word may be missing from a record.
  var hasOptional: Bool { optional.contains(true) }

  /// Reads `query` with `options`.
  init(_ query: String, options: QueryOptions) {
    var pieces: [(text: Substring, phrase: Bool)] = []
    var utf8 = Substring(query)
    if options.exactPhrase || options.excludeWords {
      // Quoted runs are phrases; outside them, a blank-separated token starting with '-' is excluded.
      while !utf8.isEmpty {
        if options.exactPhrase, let open = utf8.firstIndex(of: "\""),
          let close = utf8[utf8.index(after: open)...].firstIndex(of: "\"")
        {
          Self.split(utf8[..<open], options: options, into: &pieces, excluded: &excluded)
          pieces.append((utf8[utf8.index(after: open)..<close], true))
          utf8 = utf8[utf8.index(after: close)...]
        } else {
          Self.split(utf8, options: options, into: &pieces, excluded: &excluded)
          utf8 = ""
        }
      }
    } else {
      pieces = [(utf8, false)]
    }
    // Each word with the phrase it belongs to (the piece's number, for phrases of 2+ words).
    var texts: [(text: String, phrase: Int?, source: Range<Int>)] = []
    for (number, piece) in pieces.enumerated() {
      let offset = query.utf8.distance(from: query.utf8.startIndex, to: piece.text.startIndex)
      var pieceWords: [(String, Range<Int>)] = []
      Tokenizer.forEachWord(in: String(piece.text), normalization: options.normalization) { word, range in
        pieceWords.append((word, (range.lowerBound + offset)..<(range.upperBound + offset)))
      }
      let phrase = piece.phrase ? (pieceWords.count > 1 ? number : -1) : nil
      texts += pieceWords.map { ($0.0, phrase, $0.1) }
    }
    if !options.stopWordLists.isEmpty {
      // Never a word inside quotes, never a prefix (Algolia), and never every word of the query.
      let kept = texts.indices.filter { i in
        texts[i].phrase != nil || QueryPlan.isPrefix(i, of: texts.count, options.queryType)
          || !options.isStopWord(texts[i].text)
      }
      if !kept.isEmpty && kept.count < texts.count {
        let keptSet = Set(kept)
        removedStopWords = texts.indices.filter { !keptSet.contains($0) }.map { texts[$0].text }
        texts = kept.map { texts[$0] }
      }
    }
    for (index, entry) in texts.enumerated() {
      if let phrase = entry.phrase, phrase >= 0, index == 0 || texts[index - 1].phrase != phrase {
        let length = texts[index...].prefix { $0.phrase == phrase }.count
        phrases.append(index..<(index + length))
      }
      let scalars = entry.text.unicodeScalars.map(\.value)
      var isPrefix = Self.isPrefix(index, of: texts.count, options.queryType)
      var typos = 0
      if options.typoTolerance != .off {
        if scalars.count >= options.minFor2 { typos = 2 } else if scalars.count >= options.minFor1 { typos = 1 }
      }
      if options.noTypoWords.contains(entry.text)
        || (!options.typosOnNumbers && entry.text.utf8.allSatisfy { (0x30...0x39).contains($0) })
      {
        typos = 0
      }
      // Inside quotes: the word itself, no prefix, no typo.
      if entry.phrase != nil {
        isPrefix = false
        typos = 0
      }
      words.append(
        QueryWord(
          text: entry.text, bytes: Array(entry.text.utf8), scalars: scalars, isPrefix: isPrefix, maxTypos: typos,
          index: index))
      optional.append(entry.phrase == nil && options.optionalWords.contains(entry.text))
      sources.append(entry.source)
    }
  }

  /// Whether word `index` of `count` is read as a prefix under `queryType`.
  static func isPrefix(_ index: Int, of count: Int, _ queryType: String) -> Bool {
    switch queryType {
    case "prefixNone": false
    case "prefixAll": true
    default: index == count - 1
    }
  }

  /// Splits unquoted text into plain pieces and excluded words.
  private static func split(
    _ text: Substring, options: QueryOptions, into pieces: inout [(text: Substring, phrase: Bool)], excluded: inout [String]
  ) {
    guard options.excludeWords else {
      pieces.append((text, false))
      return
    }
    for token in text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
      if token.count > 1, token.first == "-" {
        excluded += Tokenizer.words(in: String(token.dropFirst()), normalization: options.normalization)
      } else {
        pieces.append((token, false))
      }
    }
  }

  /// The plan with `count` more words made optional, from the end (`lastWords`) or the start
  /// (`firstWords`) of the query, or every word (`allOptional`); nil when nothing is left to relax.
  func relaxed(_ removal: QueryOptions.WordRemoval, step: Int) -> QueryPlan? {
    var plan = self
    switch removal {
    case .none:
      return nil
    case .allOptional:
      guard step == 1, optional.contains(false) else { return nil }
      plan.optional = optional.map { _ in true }
    case .lastWords, .firstWords:
      // At most five words, one more at each step.
      guard step <= 5, step <= words.count else { return nil }
      let order = removal == .lastWords ? Array(words.indices.reversed()) : Array(words.indices)
      for w in order.prefix(step) { plan.optional[w] = true }
      if plan.optional == optional { return nil }
    }
    return plan
  }
}
