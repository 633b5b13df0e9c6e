import Testing
@testable import SearchModel

/// Properties over generated inputs: printing then parsing gives the expression back, and no
/// input makes the parser crash.
@Suite("filters round trip and fuzzing")
struct FilterRoundTripTests {
  @Test("parse(print(x)) == x.normalized for generated expressions", arguments: [1, 2, 3, 4] as [UInt64])
  func roundTrip(seed: UInt64) throws {
    var generator = FilterGenerator(random: SplitMix64(seed: seed))
    for _ in 0..<1000 {
      let expression = generator.expression()
      let printed = expression.description
      let parsed = try FilterExpression(parsing: printed)
      #expect(parsed == expression.normalized, "\(printed)")
      #expect(parsed.description == printed || expression.groups.contains { $0.combinator == .and || $0.filters.isEmpty })
    }
  }

  @Test("normalized expressions round-trip exactly")
  func normalizedIsFixedPoint() throws {
    var generator = FilterGenerator(random: SplitMix64(seed: 99))
    for _ in 0..<500 {
      let expression = generator.expression().normalized
      #expect(try FilterExpression(parsing: expression.description) == expression)
      #expect(expression.normalized == expression)
    }
  }

  @Test("isRepresentable tells which hand-built expressions the language cannot spell")
  func representable() throws {
    var generator = FilterGenerator(random: SplitMix64(seed: 5))
    for _ in 0..<200 { #expect(generator.expression().isRepresentable) }
    let unspellable: [FilterExpression] = [
      F.expression([F.facet("", "x")]), F.expression([F.facet("a", "")]), F.expression([F.tag("")]),
      F.expression([F.numeric("a", .lessThan, .infinity)]), F.expression([F.range("a", .nan, 1)]),
      F.expression([F.facet("a", .nan)]), F.expression([F.numeric("", .equal, 1)]),
      F.expression([F.tag("a"), F.facet("b", "c")]), F.expression([F.facet("_tags", "a"), F.facet("b", "c")]),
    ]
    for expression in unspellable {
      #expect(!expression.isRepresentable)
      #expect((try? FilterExpression(parsing: expression.description)) != expression.normalized)
    }
    #expect(FilterExpression(groups: [FilterGroup([F.tag("a"), F.facet("b", "c")], combinator: .and)]).isRepresentable)
    #expect(F.expression([F.facet("_tags", "a"), F.tag("b")]).isRepresentable)
  }

  @Test("normalisation: AND groups split, _tags facets become tags, empty groups vanish")
  func normalization() {
    let expression = FilterExpression(groups: [
      FilterGroup([]),
      FilterGroup([F.tag("a"), F.facet("b", 1)], combinator: .and),
      FilterGroup([F.facet("_tags", 42, not: true, score: 3)], combinator: .and),
    ])
    #expect(expression.normalized == F.expression([F.tag("a")], [F.facet("b", 1)], [F.tag("42.0", not: true, score: 3)]))
  }

  @Test("random byte strings never crash the parser, and valid ones reprint stably")
  func fuzzBytes() {
    var random = SplitMix64(seed: 7)
    let alphabet = Array("aZ09 _.-\\\"'():<>=!,\u{E9}\n\tANDORNOTTOscore".unicodeScalars)
    for round in 0..<4000 {
      let length = Int.random(in: 0...40, using: &random)
      var scalars = String.UnicodeScalarView()
      for _ in 0..<length {
        if round % 2 == 0 {
          scalars.append(alphabet[Int.random(in: 0..<alphabet.count, using: &random)])
        } else if round % 4 == 1 {
          scalars.append(Unicode.Scalar(UInt8.random(in: 0...255, using: &random)))
        } else if let scalar = Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &random)) {
          scalars.append(scalar)
        }
      }
      let text = String(scalars)
      do {
        let expression = try FilterExpression(parsing: text)
        let reparsed = try? FilterExpression(parsing: expression.description)
        #expect(reparsed == expression, "\(text)")
      } catch {
        #expect(error.column >= 0 && error.column <= text.unicodeScalars.count, "\(text)")
        #expect(!error.message.isEmpty)
      }
    }
  }

  @Test("random token soups never crash the parser")
  func fuzzTokens() {
    var random = SplitMix64(seed: 11)
    let words = ["a", "b:c", "(", ")", "AND", "OR", "NOT", "TO", "1", "-2.5", "<", ">", "=", "!=", "<=", ">=", ":",
      "\"q\"", "'", "<score=3>", "_tags:x", "p < 3", "p:1 TO 2", "!", ",", "score"]
    for _ in 0..<4000 {
      let count = Int.random(in: 0...12, using: &random)
      let text = (0..<count).map { _ in words[Int.random(in: 0..<words.count, using: &random)] }.joined(
        separator: Bool.random(using: &random) ? " " : "")
      do {
        let expression = try FilterExpression(parsing: text)
        #expect(try FilterExpression(parsing: expression.description) == expression, "\(text)")
      } catch {
        #expect(error.column >= 0 && error.column <= text.unicodeScalars.count, "\(text)")
      }
    }
  }
}
