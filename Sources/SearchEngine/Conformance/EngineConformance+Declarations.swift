import SearchModel

extension EngineConformance {
  /// The modifiers each attribute-naming setting takes; an entry with another, or with a
  /// parenthesis left open, is refused rather than read as an attribute of that odd name.
  static let modifiers: [String: Set<String>] = [
    "searchableAttributes": ["ordered", "unordered"],
    "attributesForFaceting": ["searchable", "filterOnly", "afterDistinct"],
    "customRanking": ["asc", "desc"],
  ]

  /// The criteria `ranking` names besides `asc(attribute)` and `desc(attribute)`.
  static let rankingCriteria = ["typo", "geo", "words", "filters", "proximity", "attribute", "exact", "custom"]

  /// Checks each entry of `customRanking`, `ranking`, `searchableAttributes` and
  /// `attributesForFaceting`; the entries' type is the decoder's to check.
  ///
  /// The engine reads these entries leniently (an unknown criterion or a malformed
  /// `desc(year` was dropped, `searchabel(brand)` faceted an attribute of that name), so a typo
  /// in a settings file changed the ranking or the facets without a word. Algolia refuses them
  /// (`Invalid CustomRanking function(()), you should use asc() or desc()`).
  static func validateDeclarations(_ name: String, _ value: JSONValue) throws(APIError) {
    guard let entries = stringList(value) else { return }
    for entry in entries {
      let parts = name == "searchableAttributes" ? entry.split(separator: ",").map(String.init) : [entry]
      for part in parts {
        let text = part.trimmingCharacters(in: .whitespaces)
        if name == "ranking", rankingCriteria.contains(text) { continue }
        let allowed = name == "ranking" ? ["asc", "desc"] : modifiers[name] ?? []
        let declaration = AttributeDeclaration(text)
        let mustBeModified = name == "ranking" || name == "customRanking"
        let isValid: Bool
        if let modifier = declaration.modifier {
          isValid = allowed.contains(modifier) && !declaration.attribute.isEmpty
        } else {
          isValid = !mustBeModified && !text.isEmpty && !text.contains("(") && !text.contains(")")
        }
        guard !isValid else { continue }
        let forms = allowed.sorted().map { "\($0)(attribute)" }
        let expected = (name == "ranking" ? rankingCriteria : mustBeModified ? [] : ["attribute"]) + forms
        let list = expected.dropLast().joined(separator: ", ") + " or " + (expected.last ?? "")
        throw .badRequest("Invalid value for \"\(name)\" parameter, expected \(list), found \"\(entry)\"")
      }
    }
  }
}
