/// One synonym object of an index, in the shape Algolia's API and dashboard export use
/// (`synonymHit` in Algolia's search.yml).
///
/// The kind decides which fields it has: a regular synonym lists equivalent words or phrases; a
/// one-way synonym maps an `input` to `synonyms`; an alternative correction maps a `word` to
/// `corrections` that rank as 1 or 2 typos; a placeholder names a `<token>` that records carry
/// and the query words (`replacements`) that match it.
public struct Synonym: Sendable, Hashable {
  /// How the synonym applies; the raw values are Algolia's camelCase spellings.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case synonym
    case oneWaySynonym
    case altCorrection1
    case altCorrection2
    case placeholder

    /// Reads any of Algolia's spellings (`onewaysynonym` and `oneWaySynonym` alike).
    public init?(spelling: String) {
      switch spelling.lowercased() {
      case "synonym": self = .synonym
      case "onewaysynonym": self = .oneWaySynonym
      case "altcorrection1": self = .altCorrection1
      case "altcorrection2": self = .altCorrection2
      case "placeholder": self = .placeholder
      default: return nil
      }
    }
  }

  public var objectID: String
  public var kind: Kind
  /// Regular and one-way synonyms: the equivalent words or phrases.
  public var synonyms: [String]
  /// One-way synonyms: the word or phrase of the query.
  public var input: String?
  /// Alternative corrections: the word of the query.
  public var word: String?
  /// Alternative corrections: the words matched in records.
  public var corrections: [String]
  /// Placeholders: the token put in records, with its angle brackets (`<streetnumber>`).
  public var placeholder: String?
  /// Placeholders: the query words that match the token.
  public var replacements: [String]

  /// A synonym of `kind` with the fields it needs.
  public init(
    objectID: String, kind: Kind, synonyms: [String] = [], input: String? = nil, word: String? = nil,
    corrections: [String] = [], placeholder: String? = nil, replacements: [String] = []
  ) {
    self.objectID = objectID
    self.kind = kind
    self.synonyms = synonyms
    self.input = input
    self.word = word
    self.corrections = corrections
    self.placeholder = placeholder
    self.replacements = replacements
  }

  /// Every text the synonym holds, for `synonyms/search`'s query (which matches any of them).
  public var texts: [String] {
    synonyms + corrections + replacements + [input, word, placeholder].compactMap { $0 }
  }
}
