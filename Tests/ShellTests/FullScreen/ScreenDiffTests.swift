import Testing

@testable import Shell

@Suite("Screen buffer and diff renderer: only what changed is written")
struct ScreenDiffTests {
  @Test("the first frame clears the screen and writes every non-blank cell")
  func firstFrame() {
    var screen = ScreenBuffer(rows: 2, columns: 10)
    screen.put("hello", row: 0, column: 0)
    let output = ScreenDiff.render(from: nil, to: screen, colors: true)
    #expect(output.contains("\u{1B}[2J"))
    #expect(output.contains("\u{1B}[1;1Hhello"))
  }

  @Test("an unchanged screen writes no text, only hides the cursor")
  func unchanged() {
    var screen = ScreenBuffer(rows: 3, columns: 10)
    screen.put("hello", row: 1, column: 2)
    #expect(ScreenDiff.render(from: screen, to: screen, colors: true) == "\u{1B}[?25l")
  }

  @Test("one typed character costs one cursor move and one character")
  func oneCharacter() {
    var before = ScreenBuffer(rows: 3, columns: 20)
    before.put("Search: pho", row: 0, column: 0)
    var after = before
    after.put("n", row: 0, column: 11)
    after.cursor = (0, 12)
    #expect(ScreenDiff.render(from: before, to: after, colors: true) == "\u{1B}[?25l\u{1B}[1;12Hn\u{1B}[1;13H\u{1B}[?25h")
  }

  @Test("adjacent changed cells are one run; styles change only between runs of another style")
  func runsAndStyles() {
    let before = ScreenBuffer(rows: 1, columns: 20)
    var after = before
    let bold = TextStyle(foreground: .yellow, isBold: true)
    var text = StyledText("ab")
    text.append("cd", style: bold)
    after.put(text, row: 0, column: 3)
    let output = ScreenDiff.render(from: before, to: after, colors: true)
    #expect(output == "\u{1B}[?25l\u{1B}[1;4Hab\u{1B}[0;1;33mcd\u{1B}[0m")
  }

  @Test("without colour, attributes that carry meaning stay and colours go")
  func noColor() {
    let before = ScreenBuffer(rows: 1, columns: 10)
    var after = before
    after.put("x", row: 0, column: 0, style: TextStyle(foreground: .red, isReversed: true))
    #expect(ScreenDiff.render(from: before, to: after, colors: false).contains("\u{1B}[0;7mx"))
  }

  @Test("a resize (other dimensions) redraws everything")
  func resize() {
    var before = ScreenBuffer(rows: 2, columns: 10)
    before.put("abc", row: 0, column: 0)
    var after = ScreenBuffer(rows: 3, columns: 12)
    after.put("abc", row: 0, column: 0)
    let output = ScreenDiff.render(from: before, to: after, colors: true)
    #expect(output.contains("\u{1B}[2J") && output.contains("abc"))
  }

  @Test("wide characters take two cells; text is clipped to the width given")
  func wideAndClipped() {
    var screen = ScreenBuffer(rows: 1, columns: 10)
    let end = screen.put("日本語", row: 0, column: 0, width: 5)
    #expect(end == 4)
    #expect(screen.line(0) == "日本")
    #expect(screen[0, 1].text == "")
    let output = ScreenDiff.render(from: ScreenBuffer(rows: 1, columns: 10), to: screen, colors: false)
    #expect(output.contains("\u{1B}[1;1H日本"))
  }

  @Test("the bottom-right cell is never written (it would scroll some terminals)")
  func bottomRight() {
    var screen = ScreenBuffer(rows: 2, columns: 3)
    screen.put("xyz", row: 1, column: 0)
    let output = ScreenDiff.render(from: ScreenBuffer(rows: 2, columns: 3), to: screen, colors: false)
    #expect(output.contains("xy") && !output.contains("z"))
  }

  @Test("display width: ASCII 1, combining marks 0, CJK and emoji 2")
  func widths() {
    #expect(DisplayWidth.of("abc") == 3)
    #expect(DisplayWidth.of("e\u{301}") == 1)
    #expect(DisplayWidth.of("日本") == 4)
    #expect(DisplayWidth.of("👍") == 2)
  }
}
