/// How many terminal columns text takes: 0 for combining marks and controls, 2 for East Asian
/// wide and emoji-presentation characters, 1 otherwise.
///
/// Computed from Unicode properties rather than `wcwidth`, so it does not depend on the locale
/// and the screen layout is the same in every environment (tests included).
public enum DisplayWidth {
  /// The columns of one character (a grapheme: its first scalar decides, the rest combine).
  public static func of(_ character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    return of(scalar)
  }

  /// The columns of `text`.
  public static func of(_ text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  /// The columns of one scalar.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if scalar.properties.isEmojiPresentation { return 2 }
    for range in wideRanges where range.contains(value) { return 2 }
    return 1
  }

  /// East Asian Wide and Fullwidth blocks (Unicode's EastAsianWidth W/F, coarsely).
  static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
    0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]

  /// The longest prefix of `text` that fits in `columns`, with its width.
  public static func prefix(of text: String, fitting columns: Int) -> (text: Substring, width: Int) {
    var width = 0
    var end = text.startIndex
    for index in text.indices {
      let next = width + of(text[index])
      if next > columns { break }
      width = next
      end = text.index(after: index)
    }
    return (text[..<end], width)
  }
}
