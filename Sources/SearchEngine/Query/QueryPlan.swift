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

  /// Whether any word may be missing from a record.
  var hasOptional: Bool { optional.contains(true) }

  /// Reads `query` with `options`.
  init(_ query: String, options: QueryOptions) {
    var pieces: [(text: String, phrase: Bool)] = []
    var utf8 = Substring(query)
    if options.exactPhrase || options.excludeWords {
      // Quoted runs are phrases; outside them, a blank-separated token starting with '-' is excluded.
      while !utf8.isEmpty {
        if options.exactPhrase, let open = utf8.firstIndex(of: "\""),
          let close = utf8[utf8.index(after: open)...].firstIndex(of: "\"")
        {
          Self.split(utf8[..<open], options: options, into: &pieces, excluded: &excluded)
          pieces.append((String(utf8[utf8.index(after: open)..<close]), true))
          utf8 = utf8[utf8.index(after: close)...]
        } else {
          Self.split(utf8, options: options, into: &pieces, excluded: &excluded)
          utf8 = ""
        }
      }
    } else {
      pieces = [(query, false)]
    }
    var texts: [(text: String, phrase: Bool)] = []
    for piece in pieces {
      let pieceWords = Tokenizer.words(in: piece.text)
      if piece.phrase && pieceWords.count > 1 { phrases.append(texts.count..<(texts.count + pieceWords.count)) }
      texts += pieceWords.map { ($0, piece.phrase) }
    }
    for (index, entry) in texts.enumerated() {
      let scalars = entry.text.unicodeScalars.map(\.value)
      var isPrefix: Bool
      switch options.queryType {
      case "prefixNone": isPrefix = false
      case "prefixAll": isPrefix = true
      default: isPrefix = index == texts.count - 1
      }
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
      if entry.phrase {
        isPrefix = false
        typos = 0
      }
      words.append(
        QueryWord(
          text: entry.text, bytes: Array(entry.text.utf8), scalars: scalars, isPrefix: isPrefix, maxTypos: typos,
          index: index))
      optional.append(!entry.phrase && options.optionalWords.contains(entry.text))
    }
  }

  /// Splits unquoted text into plain pieces and excluded words.
  private static func split(
    _ text: Substring, options: QueryOptions, into pieces: inout [(text: String, phrase: Bool)], excluded: inout [String]
  ) {
    guard options.excludeWords else {
      pieces.append((String(text), false))
      return
    }
    for token in text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
      if token.count > 1, token.first == "-" {
        excluded += Tokenizer.words(in: String(token.dropFirst()))
      } else {
        pieces.append((String(token), false))
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
