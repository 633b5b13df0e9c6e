/// How the string value of an unmodelled parameter in a `params` string is typed.
///
/// In the `params` string every value is text, but the engine and the loopback server read
/// ``SearchParameters/extra`` as JSON (`enableRules` as a boolean, `analyticsTags` as a list).
/// Algolia's own parameters are typed from this table (from the API reference); parameters it
/// does not list are typed by their look: `true`/`false`, a JSON number, a JSON array or
/// object, otherwise a string.
enum ParameterKind {
  case string, integer, boolean, stringList, booleanOrList, json

  static let known: [String: ParameterKind] = [
    "facetQuery": .string, "userToken": .string, "exactOnSingleWordQuery": .string, "similarQuery": .string,
    "maxFacetHits": .integer, "minimumAroundRadius": .integer, "minProximity": .integer,
    "relevancyStrictness": .integer, "personalizationImpact": .integer,
    "sumOrFiltersScores": .boolean, "facetingAfterDistinct": .boolean, "restrictHighlightAndSnippetArrays": .boolean,
    "aroundLatLngViaIP": .boolean, "allowTyposOnNumericTokens": .boolean, "advancedSyntax": .boolean,
    "enableRules": .boolean, "synonyms": .boolean, "replaceSynonymsInHighlight": .boolean,
    "enablePersonalization": .boolean, "percentileComputation": .boolean, "enableABTest": .boolean,
    "enableReRanking": .boolean, "attributeCriteriaComputedByMinProximity": .boolean, "decompoundQuery": .boolean,
    "disableTypoToleranceOnAttributes": .stringList, "queryLanguages": .stringList, "naturalLanguages": .stringList,
    "advancedSyntaxFeatures": .stringList, "alternativesAsExact": .stringList, "analyticsTags": .stringList,
    "ruleContexts": .stringList, "responseFields": .stringList, "disableExactOnAttributes": .stringList,
    "optionalWords": .stringList,
    "ignorePlurals": .booleanOrList, "removeStopWords": .booleanOrList,
    "insideBoundingBox": .json, "insidePolygon": .json, "aroundPrecision": .json,
  ]

  /// Types `text`, the decoded value of parameter `name`.
  static func value(of name: String, text: String) -> JSONValue {
    switch known[name] {
    case .string:
      return .string(text)
    case .integer:
      return ParameterValue.integer(.string(text)).map { .number(Double($0)) } ?? .string(text)
    case .boolean:
      return ParameterValue.flag(.string(text)).map(JSONValue.bool) ?? .string(text)
    case .stringList:
      return ParameterValue.stringList(.string(text)).map { .array($0.map(JSONValue.string)) } ?? .string(text)
    case .booleanOrList:
      if let bool = ParameterValue.boolean(.string(text)) { return .bool(bool) }
      return ParameterValue.stringList(.string(text)).map { .array($0.map(JSONValue.string)) } ?? .string(text)
    case .json, nil:
      return byLook(text)
    }
  }

  private static func byLook(_ text: String) -> JSONValue {
    if text == "true" { return .bool(true) }
    if text == "false" { return .bool(false) }
    guard let first = text.utf8.first else { return .string(text) }
    let looksStructured = first == UInt8(ascii: "[") || first == UInt8(ascii: "{")
    let looksNumeric = first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
    if looksStructured || looksNumeric, let value = try? JSONValue(parsing: text) {
      return value
    }
    return .string(text)
  }
}
