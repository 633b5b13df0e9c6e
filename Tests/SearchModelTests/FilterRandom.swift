@testable import SearchModel

/// SplitMix64: a tiny, seedable, deterministic generator, so property tests fail the same way
/// on every run and machine.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Random filter expressions with awkward names and values: quotes, backslashes, spaces,
/// keywords, unicode, negative and fractional numbers.
struct FilterGenerator {
  var random: SplitMix64

  static let pieces = [
    "a", "brand", "categories.lvl0", "_tags", "price", "x y", "AND", "OR", "NOT", "TO", "true", "42", "-7",
    "\"", "'", "\\", "\\\"", ":", "(", ")", "<", ">", "=", "!", ",", "score", "<score=1>", "\u{E9}", "\u{1F600}",
    "\u{4E2D}\u{6587}", "\n", "\t", " ", "-", ".", "Womens > Tailoring",
  ]

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

  mutating func bool() -> Bool { Bool.random(using: &random) }

  /// A non-empty string made of awkward pieces.
  mutating func text() -> String {
    (0..<int(1...4)).map { _ in Self.pieces[int(0...(Self.pieces.count - 1))] }.joined()
  }

  /// A finite number: integers, fractions, negatives, tiny and huge magnitudes.
  mutating func number() -> Double {
    switch int(0...4) {
    case 0: Double(int(-1000...1000))
    case 1: Double(int(-100_000...100_000)) / 1000
    case 2: Double.random(in: -1e6...1e6, using: &random)
    case 3: Double.random(in: -1...1, using: &random) * 1e-9
    default: Double.random(in: -1...1, using: &random) * 1e300
    }
  }

  mutating func score() -> Int? { bool() ? nil : int(-100...100) }

  mutating func filter(of kind: FilterKind) -> Filter {
    switch kind {
    case .facet:
      let value: FacetValue =
        switch int(0...2) {
        case 0: .string(text())
        case 1: .number(number())
        default: .bool(bool())
        }
      var attribute = text()
      if attribute == "_tags" { attribute = "_tags_" }
      return .facet(FacetFilter(attribute: attribute, value: value, isNegated: bool(), score: score()))
    case .numeric:
      let condition: NumericCondition =
        bool()
        ? .comparison(NumericOperator.allCases[int(0...5)], number())
        : .range(lower: number(), upper: number())
      return .numeric(NumericFilter(attribute: text(), condition: condition, isNegated: bool()))
    case .tag:
      return .tag(TagFilter(value: text(), isNegated: bool(), score: score()))
    }
  }

  /// An expression of 0 to 4 groups; OR groups hold one kind, AND groups mix kinds.
  mutating func expression() -> FilterExpression {
    FilterExpression(
      groups: (0..<int(0...4)).map { _ in
        let combinator: FilterCombinator = int(0...3) == 0 ? .and : .or
        let kind = FilterKind.allCases[int(0...2)]
        let filters = (0..<int(1...4)).map { _ in
          filter(of: combinator == .and ? FilterKind.allCases[int(0...2)] : kind)
        }
        return FilterGroup(filters, combinator: combinator)
      })
  }
}
