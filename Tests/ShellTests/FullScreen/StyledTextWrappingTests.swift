import Testing

@testable import Shell

@Suite("Wrapping a styled line for the live view's hit detail: at blanks, whole words")
struct StyledTextWrappingTests {
  @Test("a description is cut at the last blank that fits, the blank dropped")
  func atBlanks() {
    let line = StyledText("This unlocked phone is made for video calls")
    #expect(line.wrapped(width: 20).map(\.plainText) == ["This unlocked phone", "is made for video", "calls"])
    #expect(line.wrapped(width: 80).map(\.plainText) == ["This unlocked phone is made for video calls"])
  }

  @Test("only a word wider than the width is cut inside")
  func longWord() {
    #expect(StyledText("abcdefghij klm").wrapped(width: 4).map(\.plainText) == ["abcd", "efgh", "ij", "klm"])
  }

  @Test("wide characters count two columns; styles carry over to the pieces")
  func widthsAndStyles() {
    #expect(StyledText("日本語テキスト").wrapped(width: 5).map(\.plainText) == ["日本", "語テ", "キス", "ト"])
    var line = StyledText("Bose ")
    line.append("Phone", style: TextStyle(isBold: true))
    line.append(" case")
    let pieces = line.wrapped(width: 8)
    #expect(pieces.map(\.plainText) == ["Bose", "Phone", "case"])
    #expect(pieces[1].runs == [StyledText.Run(text: "Phone", style: TextStyle(isBold: true))])
  }
}
