import SearchModel

extension EngineConformance {
  /// Refuses parameters the engine does not honour, and values it cannot read, before a search.
  ///
  /// A name Algolia does not have, or one the engine has not implemented, gets Algolia's own 400,
  /// `Unknown parameter: NAME`; a documented no-op passes. Values of the parameters the engine
  /// reads beyond the modelled ones (`exactOnSingleWordQuery`, `queryType`...) are checked here
  /// too, so a shell can validate a `set` before it searches.
  ///
  /// - Throws: ``APIError`` 400 in Algolia's words.
  public static func check(_ parameters: SearchParameters) throws(APIError) {
    for (name, value) in parameters.extra where value != .null {
      guard parameter(name).isAccepted else { throw unknown(name) }
      try validate(name, value)
    }
    if let removal = parameters.removeWordsIfNoResults { try validate("removeWordsIfNoResults", .string(removal)) }
    if let queryType = parameters.queryType { try validate("queryType", .string(queryType)) }
    if let sort = parameters.sortFacetValuesBy { try validate("sortFacetValuesBy", .string(sort)) }
  }

  /// Refuses settings the engine does not honour (a settings file at import), with the same
  /// message as for search parameters; values of unmodelled settings are checked as in
  /// ``check(_:)``.
  public static func check(settings: JSONObject) throws(APIError) {
    for (name, value) in settings where value != .null {
      guard setting(name).isAccepted else { throw unknown(name) }
      try validate(name, value)
    }
  }

  /// Algolia's 400 for a parameter it does not know.
  public static func unknown(_ name: String) -> APIError {
    .badRequest("Unknown parameter: \(name)")
  }

  /// Checks the value of a parameter whose type `SearchParameters` does not model.
  static func validate(_ name: String, _ value: JSONValue) throws(APIError) {
    func oneOf(_ allowed: [String]) throws(APIError) {
      guard let text = value.stringValue, allowed.contains(text) else {
        throw invalid(name, "one of " + allowed.map { "\"\($0)\"" }.joined(separator: ", "))
      }
    }
    switch name {
    case "exactOnSingleWordQuery": try oneOf(["attribute", "none", "word"])
    case "queryType": try oneOf(["prefixLast", "prefixAll", "prefixNone"])
    case "sortFacetValuesBy": try oneOf(["count", "alpha"])
    case "advancedSyntax", "allowTyposOnNumericTokens", "advancedSyntaxFeatures", "optionalWords",
      "removeWordsIfNoResults", "minProximity", "maxFacetHits", "disablePrefixOnAttributes",
      "disableTypoToleranceOnAttributes", "disableTypoToleranceOnWords", "ignorePlurals", "removeStopWords",
      "queryLanguages", "indexLanguages", "attributeCriteriaComputedByMinProximity", "camelCaseAttributes",
      "separatorsToIndex", "customNormalization", "keepDiacriticsOnCharacters", "restrictHighlightAndSnippetArrays",
      "renderingContent", "disableExactOnAttributes", "sumOrFiltersScores", "facetingAfterDistinct",
      "numericAttributesForFiltering":
      try validateHonoured(name, value)
    case "synonyms", "replaceSynonymsInHighlight", "alternativesAsExact": try validateSynonymParameter(name, value)
    case "enableRules": guard flag(value) != nil else { throw invalid(name, "boolean") }
    case "ruleContexts":
      guard stringList(value) != nil else { throw invalid(name, "array of strings") }
    case "aroundPrecision":
      // A list of ranges reaches `extra`; the integer form is modelled.
      _ = try GeoPrecision(ranges: value)
    case "insideBoundingBox": _ = try GeoArea.boxes(value)
    case "insidePolygon": _ = try GeoArea.polygons(value)
    case "responseFields": _ = try ResponseFields.read(value)
    case "similarQuery": guard value.stringValue != nil else { throw invalid(name, "string") }
    case "customRanking", "ranking", "searchableAttributes", "attributesForFaceting":
      try validateDeclarations(name, value)
    case "minimumAroundRadius":
      guard let meters = integer(value), meters >= 1 else { throw invalid(name, "integer >= 1") }
    default: break
    }
  }

  /// Algolia's 400 for a value of the wrong type or outside its values.
  static func invalid(_ name: String, _ expected: String) -> APIError {
    .badRequest("Invalid value for \"\(name)\" parameter, expected \(expected)")
  }
}
