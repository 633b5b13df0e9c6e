import SearchModel

/// Renders a page of an index's synonyms: one line per synonym for people (objectID, kind and
/// what matches what), Algolia's `synonyms/search` answer for `--json`.
enum SynonymListRenderer {
  /// The text and JSON of `response`.
  static func render(_ response: SynonymSearchResponse) -> Printout {
    guard !response.hits.isEmpty else { return Printout(text: "no synonyms\n", json: .object(response.json)) }
    let idWidth = response.hits.map(\.objectID.count).max() ?? 0
    let kindWidth = response.hits.map(\.kind.rawValue.count).max() ?? 0
    var text = response.nbHits == 1 ? "1 synonym\n" : "\(response.nbHits) synonyms\n"
    for synonym in response.hits {
      let id = synonym.objectID.padding(toLength: idWidth)
      let kind = synonym.kind.rawValue.padding(toLength: kindWidth)
      text += "  \(id)  \(kind)  \(describe(synonym))\n"
    }
    if response.hits.count < response.nbHits { text += "  … \(response.nbHits - response.hits.count) more\n" }
    return Printout(text: text, json: .object(response.json))
  }

  /// What the synonym makes match: `a = b = c`, `input -> x, y`, `word -> x (1 typo)`,
  /// `<token> <- 1, 2`.
  static func describe(_ synonym: Synonym) -> String {
    switch synonym.kind {
    case .synonym: synonym.synonyms.joined(separator: " = ")
    case .oneWaySynonym: "\(synonym.input ?? "") -> " + synonym.synonyms.joined(separator: ", ")
    case .altCorrection1: "\(synonym.word ?? "") -> " + synonym.corrections.joined(separator: ", ") + " (1 typo)"
    case .altCorrection2: "\(synonym.word ?? "") -> " + synonym.corrections.joined(separator: ", ") + " (2 typos)"
    case .placeholder: "\(synonym.placeholder ?? "") <- " + synonym.replacements.joined(separator: ", ")
    }
  }
}

extension String {
  /// The string with spaces appended up to `length` characters.
  fileprivate func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
