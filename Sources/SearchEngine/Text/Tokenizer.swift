/// Splits text into normalised words: the unit of indexing, matching and highlighting.
///
/// A word is a run of letters and digits; everything else (spaces, punctuation, symbols)
/// separates words. Each word is folded by `CharacterFolding` (lower case, diacritics removed,
/// compatibility forms unified) so that "Café", "CAFE" and "café" are the same word. The byte
/// range of each word in the original UTF-8 text is reported so highlighting can wrap the
/// original spelling.
enum Tokenizer {
  /// Calls `body` with each normalised word of `text` and its UTF-8 byte range in `text`.
  static func forEachWord(
    in text: String, normalization: TextNormalization = .standard, camelCase: Bool = false,
    _ body: (String, Range<Int>) -> Void
  ) {
    forEachWordBytes(in: text, normalization: normalization, camelCase: camelCase) { bytes, range in
      body(String(decoding: bytes, as: UTF8.self), range)
    }
  }

  /// Same as `forEachWord`, handing over the normalised word's UTF-8 bytes (valid during the call
  /// only), so callers can look words up without building strings.
  static func forEachWordBytes(
    in text: String, normalization: TextNormalization = .standard, camelCase: Bool = false,
    _ body: (UnsafeBufferPointer<UInt8>, Range<Int>) -> Void
  ) {
    struct Collector: WordSink {
      var word: [UInt8] = []
      let body: (UnsafeBufferPointer<UInt8>, Range<Int>) -> Void
      mutating func append(ascii run: UnsafeBufferPointer<UInt8>, folding: [UInt8]) {
        for byte in run { word.append(folding[Int(byte)]) }
      }
      mutating func append(contentsOf bytes: [UInt8]) { word.append(contentsOf: bytes) }
      mutating func endWord(source: Range<Int>) {
        word.withUnsafeBufferPointer { body($0, source) }
        word.removeAll(keepingCapacity: true)
      }
    }
    withoutActuallyEscaping(body) { body in
      var collector = Collector(body: body)
      collector.word.reserveCapacity(32)
      scan(text, into: &collector, normalization: normalization, camelCase: camelCase)
    }
  }

  /// The one tokenizing loop: feeds the folded bytes of each word of `text` to `sink`, then ends
  /// the word with its byte range in `text`. Generic so that each sink is specialised into a
  /// tight loop (indexing tokenizes every searchable byte of an import through it).
  ///
  /// `normalization` is the index's (`keepDiacriticsOnCharacters`, `customNormalization`,
  /// `separatorsToIndex`); `camelCase` splits words at a lower-case ASCII letter followed by an
  /// upper-case one (`camelCaseAttributes`). With the defaults the loop is the plain one.
  @inline(__always)
  static func scan<Sink: WordSink>(
    _ text: String, into sink: inout Sink, normalization: TextNormalization = .standard, camelCase: Bool = false
  ) {
    var copy = text
    let custom = !normalization.isStandard
    // Once per text: a global read in the loop costs a check per byte.
    let asciiFolding = custom ? normalization.asciiFolding : Self.asciiFolding
    copy.withUTF8 { utf8 in
      var start = -1
      var index = 0
      let count = utf8.count
      while index < count {
        let byte = utf8[index]
        if byte < 0x80 {
          if asciiFolding[Int(byte)] == 0 {
            if custom, case let reading = normalization.read(Unicode.Scalar(byte)), !reading.isSeparator {
              read(reading, at: index..<(index + 1), start: &start, into: &sink)
              index += 1
              continue
            }
            if start >= 0 {
              sink.endWord(source: start..<index)
              start = -1
            }
            index += 1
            continue
          }
          // A run of ASCII letters and digits goes to the sink in one call.
          if start < 0 { start = index }
          guard camelCase else {
            index = sink.appendASCIIRun(of: utf8, from: index, folding: asciiFolding)
            continue
          }
          let end = asciiRunEnd(utf8, from: index, folding: asciiFolding)
          if let cut = camelCaseCut(utf8, index..<end) {
            // "camelCase": the word ends before the upper-case letter, which starts the next one.
            sink.append(ascii: UnsafeBufferPointer(rebasing: utf8[index..<cut]), folding: asciiFolding)
            sink.endWord(source: start..<cut)
            start = -1
            index = cut
            continue
          }
          sink.append(ascii: UnsafeBufferPointer(rebasing: utf8[index..<end]), folding: asciiFolding)
          index = end
          continue
        }
        // Decode one multi-byte scalar.
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        var value = UInt32(byte) & (length == 4 ? 0x07 : length == 3 ? 0x0F : length == 2 ? 0x1F : 0x7F)
        var next = index + 1
        while next < index + length && next < count {
          value = value << 6 | UInt32(utf8[next] & 0x3F)
          next += 1
        }
        if custom, let scalar = Unicode.Scalar(value) {
          let reading = normalization.read(scalar)
          if !reading.isSeparator {
            read(reading, at: index..<next, start: &start, into: &sink)
            index = next
            continue
          }
        }
        let folded = Unicode.Scalar(value).map(CharacterFolding.fold) ?? []
        if folded.isEmpty {
          if start >= 0 {
            sink.endWord(source: start..<index)
            start = -1
          }
        } else {
          if start < 0 { start = index }
          sink.append(contentsOf: folded)
        }
        index = next
      }
      if start >= 0 { sink.endWord(source: start..<count) }
    }
  }

  /// Feeds one character read under custom settings to `sink`: part of the current word, or a
  /// word of its own (ending the current one first).
  @inline(__always)
  private static func read<Sink: WordSink>(
    _ reading: TextNormalization.Reading, at source: Range<Int>, start: inout Int, into sink: inout Sink
  ) {
    switch reading {
    case .bytes(let bytes):
      if start < 0 { start = source.lowerBound }
      sink.append(contentsOf: bytes)
    case .standalone(let bytes):
      if start >= 0 { sink.endWord(source: start..<source.lowerBound) }
      sink.append(contentsOf: bytes)
      sink.endWord(source: source)
      start = -1
    }
  }

  /// Where the run of ASCII letters and digits starting at `start` (one of them) ends.
  @inline(__always)
  static func asciiRunEnd(_ utf8: UnsafeBufferPointer<UInt8>, from start: Int, folding: [UInt8]) -> Int {
    var end = start + 1
    while end < utf8.count && utf8[end] < 0x80 && folding[Int(utf8[end])] != 0 { end += 1 }
    return end
  }

  /// The first index in `run` (ASCII letters and digits) where a lower-case letter is followed by
  /// an upper-case one, nil when there is none.
  @inline(__always)
  private static func camelCaseCut(_ utf8: UnsafeBufferPointer<UInt8>, _ run: Range<Int>) -> Int? {
    var k = run.lowerBound + 1
    while k < run.upperBound {
      if (0x61...0x7A).contains(utf8[k - 1]) && (0x41...0x5A).contains(utf8[k]) { return k }
      k += 1
    }
    return nil
  }

  /// Per ASCII byte, what it is indexed as: lower-cased letters and digits; 0 for a separator.
  static let asciiFolding: [UInt8] = (0..<128).map { byte -> UInt8 in
    switch byte {
    case 0x30...0x39, 0x61...0x7A: UInt8(byte)
    case 0x41...0x5A: UInt8(byte + 0x20)
    default: 0
    }
  }

  /// The normalised words of `text`.
  static func words(in text: String, normalization: TextNormalization = .standard) -> [String] {
    var result: [String] = []
    forEachWord(in: text, normalization: normalization) { word, _ in result.append(word) }
    return result
  }
}

/// Receives a tokenized text: the folded bytes of a word, then the end of that word.
protocol WordSink {
  /// Appends a run of ASCII letters and digits, each mapped through `folding` (lower case).
  mutating func append(ascii run: UnsafeBufferPointer<UInt8>, folding: [UInt8])
  /// Appends the run of ASCII letters and digits of `utf8` that starts at `start` (at least one
  /// byte), each mapped through `folding`, and returns where the run ends. By default the run is
  /// found, then appended; a sink writing into its own memory does both in one pass.
  mutating func appendASCIIRun(of utf8: UnsafeBufferPointer<UInt8>, from start: Int, folding: [UInt8]) -> Int
  mutating func append(contentsOf bytes: [UInt8])
  /// Ends the current word (which has at least one byte); `source` is its range in the text.
  mutating func endWord(source: Range<Int>)
}

extension WordSink {
  @inline(__always)
  mutating func appendASCIIRun(of utf8: UnsafeBufferPointer<UInt8>, from start: Int, folding: [UInt8]) -> Int {
    let end = Tokenizer.asciiRunEnd(utf8, from: start, folding: folding)
    append(ascii: UnsafeBufferPointer(rebasing: utf8[start..<end]), folding: folding)
    return end
  }
}
