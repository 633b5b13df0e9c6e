/// Splits a `filters` string into tokens the way Algolia's lexer does.
///
/// Only the space separates tokens (a tab or newline is part of a word, as in Algolia);
/// `( ) < > = ! : ' "` end a bare word. `AND OR NOT TO` are keywords only in exact upper case.
/// Quoted strings use `'` or `"` and backslash escapes; a bare word never unescapes anything.
/// Lexing never fails: malformed input becomes error tokens that the parser reports.
struct FilterLexer {
  private let scalars: [Unicode.Scalar]

  /// A lexer over `text`.
  init(_ text: String) {
    scalars = Array(text.unicodeScalars)
  }

  /// All tokens of the input, ending with `.end` (also after a lone `!`, where lexing stops).
  func tokens() -> [FilterToken] {
    var tokens: [FilterToken] = []
    var index = skipSpaces(from: 0)
    while index < scalars.count {
      let (token, next) = token(at: index)
      tokens.append(token)
      if token.kind == .invalid { break }
      index = skipSpaces(from: next)
    }
    tokens.append(FilterToken(.end, value: "", column: scalars.count))
    return tokens
  }

  private func skipSpaces(from start: Int) -> Int {
    var index = start
    while index < scalars.count, scalars[index] == " " { index += 1 }
    return index
  }

  private func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case " ", "(", ")", "<", ">", "=", "!", ":", "'", "\"": true
    default: false
    }
  }

  private func scalar(at index: Int) -> Unicode.Scalar? {
    index < scalars.count ? scalars[index] : nil
  }

  /// The token starting at `index` and the index just after it.
  private func token(at index: Int) -> (FilterToken, Int) {
    let next = scalar(at: index + 1)
    switch scalars[index] {
    case "=": return (FilterToken(.comparison(.equal), value: "=", column: index), index + 1)
    case "<":
      if next == "=" { return (FilterToken(.comparison(.lessThanOrEqual), value: "<=", column: index), index + 2) }
      return (FilterToken(.openAngle, value: "<", column: index), index + 1)
    case ">":
      if next == "=" { return (FilterToken(.comparison(.greaterThanOrEqual), value: ">=", column: index), index + 2) }
      return (FilterToken(.closeAngle, value: ">", column: index), index + 1)
    case "!":
      if next == "=" { return (FilterToken(.comparison(.notEqual), value: "!=", column: index), index + 2) }
      return (FilterToken(.invalid, value: "!", column: index), index + 1)
    case "(": return (FilterToken(.openParenthesis, value: "(", column: index), index + 1)
    case ")": return (FilterToken(.closeParenthesis, value: ")", column: index), index + 1)
    case ":": return (FilterToken(.colon, value: ":", column: index), index + 1)
    case ",": return (FilterToken(.comma, value: ",", column: index), index + 1)
    case "\"", "'": return quotedString(at: index)
    default: return word(at: index)
    }
  }

  /// A quoted string: everything up to the same quote not preceded by an odd run of backslashes.
  private func quotedString(at start: Int) -> (FilterToken, Int) {
    let quote = scalars[start]
    var escaped = false
    var index = start + 1
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == quote && !escaped {
        if index == start + 1 {
          // Algolia reports an empty string at its closing quote.
          return (FilterToken(.emptyString, value: "\(quote)\(quote)", column: index), index + 1)
        }
        let raw = string(scalars[(start + 1)..<index])
        let token = FilterToken(.string, value: Self.unescape(raw), rawValue: raw, isQuoted: true, column: start)
        return (token, index + 1)
      }
      escaped = scalar == "\\" ? !escaped : false
      index += 1
    }
    let raw = string(scalars[(start + 1)..<scalars.count])
    return (FilterToken(.incompleteString, value: raw, column: start), scalars.count)
  }

  /// A bare word up to the next separator: a keyword, a number or a string.
  private func word(at start: Int) -> (FilterToken, Int) {
    var end = start
    while end < scalars.count, !isSeparator(scalars[end]) { end += 1 }
    let text = string(scalars[start..<end])
    let kind: FilterToken.Kind
    switch text {
    case "AND": kind = .and
    case "OR": kind = .or
    case "NOT": kind = .not
    case "TO": kind = .to
    default: kind = FilterNumber.parse(text) == nil ? .string : .number
    }
    return (FilterToken(kind, value: text, column: start), end)
  }

  private func string(_ slice: ArraySlice<Unicode.Scalar>) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: slice)
    return String(view)
  }

  /// The value of a quoted string: `\\`, `\"` and `\'` stand for the character; any other
  /// backslash is kept as written (`"\n"` is a backslash and an `n`, as in Algolia).
  static func unescape(_ raw: String) -> String {
    var result = String.UnicodeScalarView()
    var iterator = raw.unicodeScalars.makeIterator()
    while let scalar = iterator.next() {
      guard scalar == "\\" else {
        result.append(scalar)
        continue
      }
      guard let escapedScalar = iterator.next() else {
        result.append(scalar)
        break
      }
      switch escapedScalar {
      case "\\", "\"", "'": result.append(escapedScalar)
      default:
        result.append(scalar)
        result.append(escapedScalar)
      }
    }
    return String(result)
  }
}
