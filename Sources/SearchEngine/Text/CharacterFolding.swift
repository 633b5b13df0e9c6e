import Foundation

/// Folds one non-ASCII character to the UTF-8 bytes it is indexed as, or to nothing when it
/// separates words.
///
/// Letters and digits are lower-cased, decomposed (NFKD) and stripped of combining marks, so "É"
/// indexes as "e", "ﬁ" as "fi" and "Ⅻ" as "xii"; punctuation and symbols become separators. The
/// Latin, Greek and Cyrillic blocks are folded once into a table; rarer scripts are folded on the
/// fly with the same rule.
enum CharacterFolding {
  private static let tableRange: ClosedRange<UInt32> = 0x80...0x52F
  private static let table: [[UInt8]] = tableRange.map { Unicode.Scalar($0).map(compute) ?? [] }

  /// The bytes `scalar` is indexed as (empty for a separator).
  static func fold(_ scalar: Unicode.Scalar) -> [UInt8] {
    if tableRange.contains(scalar.value) { return table[Int(scalar.value - tableRange.lowerBound)] }
    return compute(scalar)
  }

  private static func compute(_ scalar: Unicode.Scalar) -> [UInt8] {
    let properties = scalar.properties
    guard properties.isAlphabetic || properties.numericType != nil else { return [] }
    if properties.generalCategory == .nonspacingMark || properties.generalCategory == .spacingMark
      || properties.generalCategory == .enclosingMark
    {
      return []
    }
    let lowered = String(scalar).lowercased().decomposedStringWithCompatibilityMapping
    var bytes: [UInt8] = []
    for part in lowered.unicodeScalars {
      let category = part.properties.generalCategory
      if category == .nonspacingMark || category == .spacingMark || category == .enclosingMark { continue }
      guard part.properties.isAlphabetic || part.properties.numericType != nil else { continue }
      bytes.append(contentsOf: String(part).utf8)
    }
    return bytes
  }
}
