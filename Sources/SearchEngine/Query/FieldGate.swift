/// Which attributes a posting may count in, by how the word matched.
///
/// `restrictSearchableAttributes` limits every match, `disablePrefixOnAttributes` prefix matches
/// and `disableTypoToleranceOnAttributes` matches with typos. A posting (a term in a record) counts
/// when one of its positions lies in an attribute allowing that kind of match. Tables are indexed
/// by field id (`IndexLayout.fieldShift`); nil allows everything, so the common case costs one test.
struct FieldGate: Sendable {
  var searchable: [Bool]?
  var prefix: [Bool]?
  var typo: [Bool]?

  /// Whether every posting counts whatever its match.
  var isOpen: Bool { searchable == nil && prefix == nil && typo == nil }

  /// A table over the index's fields: with `allowListed`, true for the fields under one of
  /// `paths` (`restrictSearchableAttributes`); without, true for the fields under none of them
  /// (`disablePrefixOnAttributes`).
  static func table(fields: [String], paths: [String], allowListed: Bool) -> [Bool] {
    var table = [Bool](repeating: !allowListed, count: 256)
    for (id, field) in fields.enumerated() where id < 256 {
      let listed = paths.contains { field == $0 || field.hasPrefix($0 + ".") }
      table[id] = allowListed ? listed : !listed
    }
    return table
  }

  /// Whether `posting`, matched with `code` (`TermMatch.code`), counts.
  @inline(__always) func allows(_ posting: Int, code: UInt8, in postings: Postings) -> Bool {
    if isOpen { return true }
    let isPrefix = code & 1 == 1
    let hasTypos = code >> 1 != 0
    return postings.withPositions(of: posting) { positions in
      for position in positions {
        let field = Int(position >> IndexLayout.fieldShift)
        if let searchable, !searchable[field] { continue }
        if isPrefix, let prefix, !prefix[field] { continue }
        if hasTypos, let typo, !typo[field] { continue }
        return true
      }
      return false
    }
  }
}
