import SearchModel

extension EngineConformance {
  /// `alternativesAsExact`: a list of Algolia's alternative kinds (`ignoreConjugations` is
  /// accepted: the engine makes no conjugated forms, so there is nothing for it to count).
  static func alternativesAsExact(_ value: JSONValue) throws(APIError) -> [String] {
    let kinds = ["ignorePlurals", "singleWordSynonym", "multiWordsSynonym", "ignoreConjugations"]
    guard let listed = stringList(value), listed.allSatisfy(kinds.contains) else {
      throw invalid("alternativesAsExact", "array of " + kinds.map { "\"\($0)\"" }.joined(separator: ", "))
    }
    return listed
  }

  /// Checks `synonyms`, `replaceSynonymsInHighlight` (booleans) and `alternativesAsExact`.
  static func validateSynonymParameter(_ name: String, _ value: JSONValue) throws(APIError) {
    if name == "alternativesAsExact" {
      _ = try alternativesAsExact(value)
    } else if flag(value) == nil {
      throw invalid(name, "boolean")
    }
  }
}
