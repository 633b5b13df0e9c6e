import SearchModel
import Testing

@Suite("A rule condition's pattern: literal text and {facet:ATTRIBUTE} placeholders")
struct RulePatternTests {
  @Test("plain words are one literal segment, an empty pattern none")
  func plainText() {
    #expect(RulePattern("red shoes").segments == [.text("red shoes")])
    #expect(RulePattern("").segments.isEmpty)
  }

  @Test("placeholders split the literal text around them, in order")
  func placeholders() {
    #expect(RulePattern("cheap {facet:brand} phone").segments == [.text("cheap "), .facet("brand"), .text(" phone")])
    #expect(RulePattern("{facet:brand}{facet: color }").segments == [.facet("brand"), .facet("color")])
  }

  @Test("braces that are not a well-formed placeholder are literal")
  func literalBraces() {
    #expect(RulePattern("{facet:}x").segments == [.text("{facet:}x")])
    #expect(RulePattern("a {b} c").segments == [.text("a {b} c")])
    #expect(RulePattern("{facet:brand").segments == [.text("{facet:brand")])
  }
}
