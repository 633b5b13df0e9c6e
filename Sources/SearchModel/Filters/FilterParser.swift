/// Recursive-descent parser for Algolia's `filters` grammar.
///
/// ```
/// filters := group ( "AND" group )*
/// group   := term ( "OR" term )*
/// term    := "(" inner ")" | [ "NOT" ] atom
/// inner   := term ( ( "OR" | "AND" ) term )*
/// atom    := ATTR ":" VALUE [score] | ATTR OP NUMBER | ATTR ":" NUMBER "TO" NUMBER | VALUE [score]
/// score   := "<" "score" "=" NUMBER ">"
/// ```
///
/// OR binds tighter than the top-level AND. Inside parentheses, AND and OR may not both
/// appear in one nesting chain, and an AND may not sit under an OR; a parenthesised AND that
/// passes these rules is flattened into the top-level AND. Every filter of an OR has one kind.
/// The first mistake is thrown as a `FilterSyntaxError` in Algolia's wording.
///
/// Where Algolia's reference validator (algolia-filters-js-syntax-validator) and its docs
/// disagree or say nothing, this parser chooses:
/// - `(A AND (B OR C))` is rejected, as the docs say (the validator accepts it);
///   `(a AND b) AND c OR d` is accepted (the validator's stale state rejects it);
/// - every nesting violation uses the `(X AND Y) OR Z` message, at the operator that makes a
///   nesting level hold both AND and OR;
/// - a blank string is the empty expression (the validator only accepts `""`);
/// - a word is a number only if it is a finite `Double` (`-` and 400-digit words are strings);
/// - a score must be an integer (`expected integer`), and the option errors name `'score'`,
///   `'='` and `>` like the other tokens;
/// - more than `maximumNesting` open parentheses is an error rather than a deep recursion.
struct FilterParser {
  private let tokens: [FilterToken]
  private var index = 0
  /// The nesting levels whose AND/OR mix is checked: the current top-level group, then each
  /// open parenthesis.
  private var scopes: [OperatorScope] = []

  /// How many parentheses may be open at once: far beyond any real filter, low enough that
  /// recursion never exhausts a thread's stack.
  static let maximumNesting = 100

  /// A parser over the tokens of `text`.
  init(_ text: String) {
    tokens = FilterLexer(text).tokens()
  }

  /// The whole input as an expression; a blank input is the empty expression.
  mutating func parse() throws(FilterSyntaxError) -> FilterExpression {
    if current.kind == .end { return FilterExpression() }
    var groups: [FilterGroup] = []
    while true {
      scopes = [OperatorScope()]
      let group = try parseSequence(insideParentheses: false)
      groups.append(contentsOf: group.topLevelGroups)
      guard current.kind == .and else { break }
      advance()
    }
    guard current.kind == .end else { throw .unexpected(current, expected: "end of filter") }
    return FilterExpression(groups: groups)
  }

  // MARK: - Tokens

  private var current: FilterToken { tokens[min(index, tokens.count - 1)] }

  private func peek(_ offset: Int) -> FilterToken { tokens[min(index + offset, tokens.count - 1)] }

  private mutating func advance() { index = min(index + 1, tokens.count - 1) }

  // MARK: - Structure

  /// `term (op term)*`: at top level only OR continues the sequence (AND ends the group);
  /// inside parentheses both do, but never mixed.
  private mutating func parseSequence(insideParentheses: Bool) throws(FilterSyntaxError) -> ParsedTerm {
    var sequence = try parseTerm()
    while true {
      let token = current
      let combinator: FilterCombinator
      switch token.kind {
      case .or: combinator = .or
      case .and where insideParentheses: combinator = .and
      default: return sequence
      }
      try record(combinator, at: token.column)
      advance()
      let term = try parseTerm()
      if combinator == .or, let kind = sequence.kind, term.kind != kind {
        throw .mixedKinds(expected: kind, column: term.column)
      }
      sequence.combinator = combinator
      sequence.filters.append(contentsOf: term.filters)
      if combinator == .and { sequence.kind = nil }
    }
  }

  /// Notes an AND or OR in every open scope; a scope that now holds both is Algolia's
  /// `(X AND Y) OR Z` error, reported at this operator.
  private mutating func record(_ combinator: FilterCombinator, at column: Int) throws(FilterSyntaxError) {
    for position in scopes.indices {
      scopes[position].combinators.insert(combinator)
      if scopes[position].combinators.count > 1 { throw .andInsideOr(column: column) }
    }
  }

  /// `( inner )` or an atom.
  private mutating func parseTerm() throws(FilterSyntaxError) -> ParsedTerm {
    guard current.kind == .openParenthesis else {
      let column = current.kind == .not ? peek(1).column : current.column
      let filter = try parseAtom()
      return ParsedTerm(filters: [filter], kind: filter.kind, column: column)
    }
    guard scopes.count <= Self.maximumNesting else { throw .tooDeep(current) }
    advance()
    scopes.append(OperatorScope())
    let inner = try parseSequence(insideParentheses: true)
    scopes.removeLast()
    guard current.kind == .closeParenthesis else { throw .unexpected(current, expected: "')'") }
    advance()
    return inner
  }

  // MARK: - Atoms

  /// `[NOT] attr:value`, `attr OP number`, `attr:a TO b`, or a bare tag, with an optional score.
  private mutating func parseAtom() throws(FilterSyntaxError) -> Filter {
    var isNegated = false
    if current.kind == .not {
      advance()
      isNegated = true
    }
    guard current.kind == .string || current.kind == .number else {
      throw .unexpected(current, expected: "filter")
    }
    let name = current
    advance()
    switch current.kind {
    case .openAngle where peek(1).kind == .string && peek(1).value == "score":
      let score = try parseScore()
      return .tag(TagFilter(value: name.value, isNegated: isNegated, score: score))
    case .comparison, .openAngle, .closeAngle:
      let comparison = numericOperator(current)
      advance()
      let value = try parseNumber()
      return .numeric(NumericFilter(attribute: name.value, condition: .comparison(comparison, value), isNegated: isNegated))
    case .colon:
      advance()
      guard current.kind == .string || current.kind == .number else {
        throw .unexpected(current, expected: "string")
      }
      let valueToken = current
      advance()
      if valueToken.kind == .number, current.kind == .to, let lower = FilterNumber.parse(valueToken.value) {
        advance()
        let upper = try parseNumber()
        return .numeric(NumericFilter(attribute: name.value, condition: .range(lower: lower, upper: upper), isNegated: isNegated))
      }
      let score = try parseScore()
      if name.value == "_tags" {
        return .tag(TagFilter(value: valueToken.value, isNegated: isNegated, score: score))
      }
      return .facet(FacetFilter(attribute: name.value, value: facetValue(valueToken), isNegated: isNegated, score: score))
    default:
      return .tag(TagFilter(value: name.value, isNegated: isNegated))
    }
  }

  private func numericOperator(_ token: FilterToken) -> NumericOperator {
    switch token.kind {
    case .comparison(let comparison): comparison
    case .openAngle: .lessThan
    default: .greaterThan
    }
  }

  /// A NUMBER token's value.
  private mutating func parseNumber() throws(FilterSyntaxError) -> Double {
    guard current.kind == .number, let value = FilterNumber.parse(current.value) else {
      throw .unexpected(current, expected: "numeric")
    }
    advance()
    return value
  }

  /// `<score=N>` if present; N must be an integer.
  private mutating func parseScore() throws(FilterSyntaxError) -> Int? {
    guard current.kind == .openAngle else { return nil }
    advance()
    guard current.kind == .string else { throw .unexpected(current, expected: "string") }
    guard current.value == "score" else { throw .unexpected(current, expected: "'score'") }
    advance()
    guard current.kind == .comparison(.equal) else { throw .unexpected(current, expected: "'='") }
    advance()
    guard current.kind == .number else { throw .unexpected(current, expected: "numeric") }
    guard let number = FilterNumber.parse(current.value), let score = Int(exactly: number) else {
      throw .unexpected(current, expected: "integer")
    }
    advance()
    guard current.kind == .closeAngle else { throw .unexpected(current, expected: ">") }
    advance()
    return score
  }

  /// Quoted values are strings; bare numbers are numbers, bare `true`/`false` booleans.
  private func facetValue(_ token: FilterToken) -> FacetValue {
    if token.isQuoted { return .string(token.value) }
    if token.kind == .number, let number = FilterNumber.parse(token.value) { return .number(number) }
    switch token.value {
    case "true": return .bool(true)
    case "false": return .bool(false)
    default: return .string(token.value)
    }
  }
}

/// The operators seen so far in one nesting level.
private struct OperatorScope {
  var combinators: Set<FilterCombinator> = []
}

/// A parsed term or sequence: its filters, and how they combine.
private struct ParsedTerm {
  var filters: [Filter]
  /// The kind shared by the filters of an OR (nil once an AND mixes them).
  var kind: FilterKind?
  /// Where the term starts, for the mixed-kinds error.
  var column: Int
  var combinator: FilterCombinator = .or

  /// The groups a top-level sequence contributes: one OR group, or one group per filter when
  /// the sequence is a parenthesised AND.
  var topLevelGroups: [FilterGroup] {
    combinator == .and ? filters.map { FilterGroup([$0]) } : [FilterGroup(filters)]
  }
}
