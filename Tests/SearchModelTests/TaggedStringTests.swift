import SearchModel
import Testing

@Suite("Tagged strings")
struct TaggedStringTests {
  @Test("InstantSearch's example: tagged (13,6), untagged (0,13) and (19,9)")
  func woodstock() {
    let tagged = TaggedString("Woodstock is <em>Snoopy</em>'s friend")
    #expect(tagged.output == "Woodstock is Snoopy's friend")
    #expect(tagged.taggedRanges == [13..<19])
    #expect(tagged.untaggedRanges == [0..<13, 19..<28])
  }

  @Test("inverted swaps the ranges")
  func inverted() {
    let tagged = TaggedString("Woodstock is <em>Snoopy</em>'s friend").inverted
    #expect(tagged.taggedRanges == [0..<13, 19..<28])
    #expect(tagged.untaggedRanges == [13..<19])
    #expect(tagged.output == "Woodstock is Snoopy's friend")
  }

  @Test("joining with a separator shifts the ranges: (3,3) and (14,3)")
  func joined() {
    let joined = TaggedString.joined(
      [TaggedString("aaa<em>bbb</em>ccc"), TaggedString("ddd<em>eee</em>fff")], separator: ", ")
    #expect(joined.output == "aaabbbccc, dddeeefff")
    #expect(joined.taggedRanges == [3..<6, 14..<17])
  }

  @Test("any tags: InstantSearch's __ais-highlight__")
  func customTags() {
    let tagged = TaggedString(
      "Apple __ais-highlight__iPh__/ais-highlight__one", preTag: "__ais-highlight__", postTag: "__/ais-highlight__")
    #expect(tagged.output == "Apple iPhone")
    #expect(tagged.taggedRanges == [6..<9])
  }

  @Test("an unclosed run extends to the end; a stray closing tag is dropped")
  func unbalanced() {
    #expect(TaggedString("ab<em>cd").taggedRanges == [2..<4])
    let stray = TaggedString("ab</em>cd")
    #expect(stray.output == "abcd")
    #expect(stray.taggedRanges.isEmpty)
    #expect(stray.untaggedRanges == [0..<4])
  }

  @Test("nested and adjacent tags merge into one run")
  func nestedAndAdjacent() {
    #expect(TaggedString("<em>a<em>b</em>c</em>d").taggedRanges == [0..<3])
    #expect(TaggedString("<em>a</em><em>b</em>c").taggedRanges == [0..<2])
  }

  @Test("offsets count characters, not bytes")
  func characters() {
    let tagged = TaggedString("café <em>crème</em> 👍🏽 <em>x</em>")
    #expect(tagged.output == "café crème 👍🏽 x")
    #expect(tagged.taggedRanges == [5..<10, 13..<14])
  }

  @Test("identical pre and post tags toggle")
  func identicalTags() {
    #expect(TaggedString("a **b** c", preTag: "**", postTag: "**").taggedRanges == [2..<3])
  }

  @Test("no tags, empty text and empty tag strings are plain text")
  func plain() {
    #expect(TaggedString("plain").untaggedRanges == [0..<5])
    #expect(TaggedString("").runs.isEmpty)
    #expect(TaggedString("a<em>b", preTag: "", postTag: "").output == "a<em>b")
  }

  @Test("render calls back once per run")
  func render() {
    let tagged = TaggedString("Apple <em>iPhone</em> 15")
    #expect(tagged.render { text, isTagged in isTagged ? "[\(text)]" : text } == "Apple [iPhone] 15")
    #expect(tagged.runs.map(\.isTagged) == [false, true, false])
  }
}
