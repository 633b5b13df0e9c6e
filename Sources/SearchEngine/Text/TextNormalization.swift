import SearchModel

/// The index's normalisation settings, applied alike to records at import, to queries and to
/// highlighting, so that a word is always read the same way.
///
/// By default a word is a run of letters and digits, lower-cased, with diacritics removed
/// (`CharacterFolding`). `keepDiacriticsOnCharacters` keeps the listed letters as they are (still
/// lower-cased), `customNormalization` replaces characters by the given text (Algolia's
/// `{"default": {"ä": "ae"}}`), and `separatorsToIndex` makes the listed separators words of their
/// own ("c#" is the word "c" then the word "#"). `camelCaseAttributes` splits words at a lower-case
/// letter followed by an upper-case one in those attributes ("camelCase" is "camel" and "case").
/// All four are index settings: the records are indexed with them, so changing them means importing
/// the records again.
struct TextNormalization: Sendable, Equatable {
  /// Per scalar, the UTF-8 bytes it normalises to, overriding `CharacterFolding`.
  private(set) var overrides: [UInt32: [UInt8]] = [:]
  /// Scalars indexed as words of their own.
  private(set) var standalone: Set<UInt32> = []
  /// Attribute paths whose camelCase words are split.
  private(set) var camelCaseAttributes: [String] = []
  /// `Tokenizer`'s ASCII table with every overridden or standalone ASCII character made a
  /// separator, so the tokenizer's fast loop stops at them and hands them to `read`.
  private(set) var asciiFolding: [UInt8] = Tokenizer.asciiFolding

  /// Algolia's default normalisation.
  static let standard = TextNormalization()

  /// Whether characters are read the default way (camelCase splitting aside).
  var isStandard: Bool { overrides.isEmpty && standalone.isEmpty }

  init() {}

  /// The normalisation `settings` ask for; values were checked (`EngineConformance`).
  init(settings: IndexSettings) {
    let extra = settings.extra
    if let text = extra["keepDiacriticsOnCharacters"]?.stringValue {
      for scalar in text.unicodeScalars {
        let kept = Array(String(scalar).lowercased().utf8)
        overrides[scalar.value] = kept
        if let upper = Self.upperCase(of: scalar) { overrides[upper.value] = kept }
      }
    }
    if case .object(let sets)? = extra["customNormalization"] {
      for (_, set) in sets {
        guard case .object(let pairs) = set else { continue }
        for (key, value) in pairs {
          guard let scalar = key.unicodeScalars.first, let replacement = value.stringValue else { continue }
          let bytes = Array(replacement.lowercased().utf8)
          overrides[scalar.value] = bytes
          if let upper = Self.upperCase(of: scalar) { overrides[upper.value] = bytes }
        }
      }
    }
    if let text = extra["separatorsToIndex"]?.stringValue {
      for scalar in text.unicodeScalars where !scalar.properties.isWhitespace { standalone.insert(scalar.value) }
    }
    camelCaseAttributes = extra["camelCaseAttributes"].flatMap(EngineConformance.stringList) ?? []
    for byte in 0..<128 where overrides[UInt32(byte)] != nil || standalone.contains(UInt32(byte)) {
      asciiFolding[byte] = 0
    }
  }

  /// How the tokenizer reads one character under these settings.
  enum Reading {
    /// Part of a word, as these bytes (empty: a separator).
    case bytes([UInt8])
    /// A word of its own (`separatorsToIndex`), as these bytes.
    case standalone([UInt8])

    /// Whether the character separates words (and is not indexed).
    var isSeparator: Bool {
      if case .bytes(let bytes) = self { return bytes.isEmpty }
      return false
    }
  }

  /// How `scalar` is read: a listed separator is a word of its own, an override replaces the
  /// default folding.
  func read(_ scalar: Unicode.Scalar) -> Reading {
    if standalone.contains(scalar.value) { return .standalone(Array(String(scalar).utf8)) }
    if let bytes = overrides[scalar.value] { return .bytes(bytes) }
    return .bytes(scalar.value < 0x80 ? (asciiFolding[Int(scalar.value)] == 0 ? [] : [asciiFolding[Int(scalar.value)]]) : CharacterFolding.fold(scalar))
  }

  /// The upper-case form of `scalar` when it is one other character ("Ä" for "ä"; none for "ß",
  /// whose upper case is "SS").
  private static func upperCase(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
    let upper = String(scalar).uppercased().unicodeScalars
    guard upper.count == 1, let first = upper.first, first != scalar else { return nil }
    return first
  }

  /// Whether words of `path` (an attribute or one of its sub-attributes) split at camelCase.
  func splitsCamelCase(_ path: String) -> Bool {
    camelCaseAttributes.contains { path == $0 || path.hasPrefix($0 + ".") }
  }
}
