import Testing

@testable import Shell

@Suite("Key decoder: the bytes terminals send, as keys")
struct KeyDecoderTests {
  private func keys(_ bytes: [UInt8], flush: Bool = false) -> [Key] {
    var decoder = KeyDecoder()
    var keys = decoder.feed(bytes)
    if flush { keys += decoder.flush() }
    return keys
  }

  private func keys(_ text: String, flush: Bool = false) -> [Key] { keys(Array(text.utf8), flush: flush) }

  @Test("arrows in both cursor-key modes (CSI from xterm and tmux, SS3 in application mode)")
  func arrows() {
    #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
    #expect(keys("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
    #expect(keys("\u{1B}[1;5C") == [.right], "a modifier parameter does not change the key")
  }

  @Test("Home, End, PgUp, PgDn and Delete as xterm, VT220, rxvt and the Linux console send them")
  func editingKeys() {
    #expect(keys("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF") == [.home, .end, .home, .end])
    #expect(keys("\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~") == [.home, .end, .home, .end])
    #expect(keys("\u{1B}[5~\u{1B}[6~\u{1B}[3~") == [.pageUp, .pageDown, .delete])
  }

  @Test("Tab, Shift-Tab, Enter (CR or LF), Backspace (DEL or BS)")
  func controlKeys() {
    #expect(keys("\t\u{1B}[Z\r\n\u{7F}\u{08}") == [.tab, .backTab, .enter, .enter, .backspace, .backspace])
  }

  @Test("Ctrl and a letter: Ctrl-A, Ctrl-E, Ctrl-W, Ctrl-U, Ctrl-C, Ctrl-D")
  func control() {
    #expect(keys([0x01, 0x05, 0x17, 0x15, 0x03, 0x04]) == [.control("a"), .control("e"), .control("w"), .control("u"), .control("c"), .control("d")])
  }

  @Test("a lone Esc waits for more bytes, and is the Esc key once nothing followed")
  func escapeAlone() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.hasPending)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.hasPending)
  }

  @Test("an escape sequence split across reads is one key")
  func splitSequence() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B, UInt8(ascii: "[")]).isEmpty)
    #expect(decoder.feed([UInt8(ascii: "6")]).isEmpty)
    #expect(decoder.feed([UInt8(ascii: "~"), UInt8(ascii: "x")]) == [.pageDown, .character("x")])
  }

  @Test("Esc Esc is the Esc key then a pending Esc; Esc and a letter is Alt")
  func escapeCombinations() {
    #expect(keys("\u{1B}\u{1B}", flush: true) == [.escape, .escape])
    #expect(keys("\u{1B}b") == [.alt("b")])
  }

  @Test("UTF-8 input, also split between reads, becomes characters")
  func utf8() {
    #expect(keys("café ü 日本") == ["c", "a", "f", "é", " ", "ü", " ", "日", "本"].map { .character($0) })
    var decoder = KeyDecoder()
    let bytes = Array("é".utf8)
    #expect(decoder.feed([bytes[0]]).isEmpty)
    #expect(decoder.feed([bytes[1]]) == [.character("é")])
  }

  @Test("invalid bytes become unknown keys and do not stop the stream")
  func invalidBytes() {
    #expect(keys([0xFF, UInt8(ascii: "a")]) == [.unknown([0xFF]), .character("a")])
    #expect(keys([0xC3, UInt8(ascii: "a")]) == [.unknown([0xC3]), .character("a")])
    #expect(keys("\u{1B}[15~") == [.unknown(Array("\u{1B}[15~".utf8))], "F5 is not a key screens use")
  }
}
