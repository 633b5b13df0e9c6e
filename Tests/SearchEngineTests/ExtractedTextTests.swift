import Testing
import SearchModel
@testable import SearchEngine

@Suite("Extracted text: a record's words and positions, as the tokenizer reads them")
struct ExtractedTextTests {
  /// Every word of `record` in `text` with its field, position and single-word flag.
  private func words(of record: Int, in text: ExtractedText) -> [(String, UInt32, UInt32, Bool)] {
    var result: [(String, UInt32, UInt32, Bool)] = []
    text.forEachWord(of: record) { bytes, packed in
      result.append(
        (
          String(decoding: bytes, as: UTF8.self), packed >> IndexLayout.fieldShift, packed & IndexLayout.positionMask,
          packed & IndexLayout.singleWordFlag != 0
        ))
    }
    return result
  }

  @Test("a text far longer than the tokenizer's first buffers keeps every word, in order, numbered from 0")
  func longText() {
    // 30,000 words of 3-12 letters (about 200 KB), with accents folded and upper case lowered.
    let vocabulary = ["Café", "phone", "AB", "ünïcode", "x", "charger", "ÉCRAN", "a1b2c3d4e5f6", "déjà"]
    let source = (0..<30_000).map { vocabulary[($0 * 7 + $0 / 3) % vocabulary.count] }
    let object: JSONObject = ["name": .string("Short title"), "body": .string(source.joined(separator: ", "))]
    var text = ExtractedText()
    TextExtractor(paths: [AttributePath("name"), AttributePath("body")]).extract(object, into: &text)
    let found = words(of: 0, in: text)
    #expect(found.count == 2 + source.count)
    #expect(found.prefix(2).map(\.0) == ["short", "title"])
    let body = found.dropFirst(2)
    #expect(body.map(\.0) == source.flatMap { Tokenizer.words(in: $0) })
    #expect(body.allSatisfy { $0.1 == 1 && !$0.3 })
    #expect(body.map(\.2) == (0..<UInt32(source.count)).map { $0 })
  }

  @Test("records follow one another; array elements are apart by the array gap; a one-word string is flagged")
  func recordsArraysAndFlags() {
    var text = ExtractedText()
    let extractor = TextExtractor(paths: [AttributePath("tags")])
    extractor.extract(["tags": .array([.string("red shoes"), .string("Sale"), .string("  "), .string("big one")])], into: &text)
    extractor.extract(["tags": .string("solo")], into: &text)
    #expect(text.recordCount == 2)
    let first = words(of: 0, in: text)
    #expect(first.map(\.0) == ["red", "shoes", "sale", "big", "one"])
    let gap = IndexLayout.arrayGap
    #expect(first.map(\.2) == [0, 1, 2 + gap, 3 + 2 * gap, 4 + 2 * gap])
    #expect(first.map(\.3) == [false, false, true, false, false])
    let second = words(of: 1, in: text)
    #expect(second.map(\.0) == ["solo"])
    #expect(second.map(\.2) == [0])
    #expect(second.map(\.3) == [true])
  }

  @Test("a copy written to after the original keeps its own words")
  func copiesAreValues() {
    let extractor = TextExtractor(paths: [AttributePath("t")])
    var original = ExtractedText()
    extractor.extract(["t": .string("first record")], into: &original)
    var copy = original
    extractor.extract(["t": .string("only in the copy")], into: &copy)
    extractor.extract(["t": .string("only in the original")], into: &original)
    #expect(words(of: 1, in: copy).map(\.0) == ["only", "in", "the", "copy"])
    #expect(words(of: 1, in: original).map(\.0) == ["only", "in", "the", "original"])
    #expect(words(of: 0, in: copy).map(\.0) == ["first", "record"])
  }
}
