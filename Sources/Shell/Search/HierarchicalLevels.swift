/// InstantSearch's naming of a hierarchical menu's levels: the menu over `categories` reads the
/// facet attributes `categories.lvl0`, `categories.lvl1`…, and its values are paths joined by
/// a separator (`" > "` unless told otherwise).
///
/// The one place the shell reads that convention: `menu`, completion and the live mode's facet
/// panel all turn levels into menus with it.
enum HierarchicalLevels {
  /// What separates the levels inside a value unless `menu --separator` says otherwise.
  static let defaultSeparator = " > "

  /// `categories` for `categories.lvl1`; nil for an attribute that is not a level.
  static func base(ofLevel attribute: String) -> String? {
    guard let dot = attribute.lastIndex(of: "."), dot != attribute.startIndex else { return nil }
    let suffix = attribute[attribute.index(after: dot)...]
    guard suffix.hasPrefix("lvl"), suffix.count > 3, suffix.dropFirst(3).allSatisfy(isASCIIDigit) else { return nil }
    return String(attribute[..<dot])
  }

  /// `base.lvl0`, `base.lvl1`… as far as `faceted` holds them without a gap (none when it has no
  /// `base.lvl0`).
  static func levels(of base: String, in faceted: some Collection<String>) -> [String] {
    var levels: [String] = []
    while faceted.contains("\(base).lvl\(levels.count)") { levels.append("\(base).lvl\(levels.count)") }
    return levels
  }

  /// `0`...`9` only (`isNumber` accepts other scripts' digits and fractions).
  private static func isASCIIDigit(_ character: Character) -> Bool { ("0"..."9").contains(character) }
}
