/// Splits text into normalised words: the unit of indexing, matching and highlighting.
///
/// A word is a run of letters and digits; everything else (spaces, punctuation, symbols)
/// separates words. Each word is folded by `CharacterFolding` (lower case, diacritics removed,
/// compatibility forms unified) so that "Café", "CAFE" and "café" are the same word. The byte
/// range of each word in the original UTF-8 text is reported so highlighting can wrap the
/// original spelling.
enum Tokenizer {
  /// Calls `body` with each normalised word of `text` and its UTF-8 byte range in `text`.
  static func forEachWord(in text: String, _ body: (String, Range<Int>) -> Void) {
    forEachWordBytes(in: text) { bytes, range in body(String(decoding: bytes, as: UTF8.self), range) }
  }

  /// Same as `forEachWord`, handing over the normalised word's UTF-8 bytes (valid during the call
  /// only), so indexing can intern words without building strings.
  static func forEachWordBytes(in text: String, _ body: (UnsafeBufferPointer<UInt8>, Range<Int>) -> Void) {
    var copy = text
    copy.withUTF8 { utf8 in
      var word: [UInt8] = []
      word.reserveCapacity(32)
      var start = -1
      var index = 0
      let count = utf8.count
      func emit(_ end: Int) {
        if start >= 0 && !word.isEmpty {
          word.withUnsafeBufferPointer { body($0, start..<end) }
        }
        word.removeAll(keepingCapacity: true)
        start = -1
      }
      while index < count {
        let byte = utf8[index]
        if byte < 0x80 {
          if byte >= 0x61 && byte <= 0x7A || byte >= 0x30 && byte <= 0x39 {
            if start < 0 { start = index }
            word.append(byte)
          } else if byte >= 0x41 && byte <= 0x5A {
            if start < 0 { start = index }
            word.append(byte + 0x20)
          } else {
            emit(index)
          }
          index += 1
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
        let folded = Unicode.Scalar(value).map(CharacterFolding.fold) ?? []
        if folded.isEmpty {
          emit(index)
        } else {
          if start < 0 { start = index }
          word.append(contentsOf: folded)
        }
        index = next
      }
      emit(count)
    }
  }

  /// The normalised words of `text`.
  static func words(in text: String) -> [String] {
    var result: [String] = []
    forEachWord(in: text) { word, _ in result.append(word) }
    return result
  }
}
