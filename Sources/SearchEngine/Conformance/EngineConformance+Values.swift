import SearchModel

extension EngineConformance {
  /// A whole number, native or spelled in a string (the `params` form).
  static func integer(_ value: JSONValue) -> Int? {
    switch value {
    case .number(let number): return Int(exactly: number)
    case .string(let text): return Int(text)
    default: return nil
    }
  }

  /// A boolean, native or spelled `"true"`, `"false"`, `"1"`, `"0"`.
  static func flag(_ value: JSONValue) -> Bool? {
    switch value {
    case .bool(let flag): return flag
    case .string("true"), .string("1"): return true
    case .string("false"), .string("0"): return false
    default: return nil
    }
  }

  /// An array of strings, or one string holding a comma-separated list.
  static func stringList(_ value: JSONValue) -> [String]? {
    switch value {
    case .array(let elements):
      var strings: [String] = []
      for element in elements {
        guard let string = element.stringValue else { return nil }
        strings.append(string)
      }
      return strings
    case .string(let text):
      return text.isEmpty ? [] : text.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
    default:
      return nil
    }
  }

  /// `advancedSyntaxFeatures`: a list of `exactPhrase` and `excludeWords`.
  static func advancedSyntaxFeatures(_ value: JSONValue) throws(APIError) -> [String] {
    guard let features = stringList(value), features.allSatisfy({ $0 == "exactPhrase" || $0 == "excludeWords" }) else {
      throw invalid("advancedSyntaxFeatures", #"array of "exactPhrase", "excludeWords""#)
    }
    return features
  }

  /// `optionalWords`: a list of strings or one string (each string a set of words).
  static func optionalWords(_ value: JSONValue) throws(APIError) -> [String] {
    switch value {
    case .string(let text): return [text]
    case .array:
      guard let words = stringList(value) else { throw invalid("optionalWords", "string or array of strings") }
      return words
    default: throw invalid("optionalWords", "string or array of strings")
    }
  }

  /// Checks the value of a parameter or setting the engine reads from `extra`.
  static func validateHonoured(_ name: String, _ value: JSONValue) throws(APIError) {
    switch name {
    case "advancedSyntax", "allowTyposOnNumericTokens", "attributeCriteriaComputedByMinProximity",
      "restrictHighlightAndSnippetArrays", "sumOrFiltersScores", "facetingAfterDistinct":
      guard flag(value) != nil else { throw invalid(name, "boolean") }
    case "advancedSyntaxFeatures": _ = try advancedSyntaxFeatures(value)
    case "optionalWords": _ = try optionalWords(value)
    case "removeWordsIfNoResults":
      guard let text = value.stringValue, QueryOptions.WordRemoval(rawValue: text) != nil else {
        throw invalid(name, #"one of "none", "lastWords", "firstWords", "allOptional""#)
      }
    case "minProximity":
      guard let proximity = integer(value), (1...7).contains(proximity) else {
        throw invalid(name, "integer between 1 and 7")
      }
    case "maxFacetHits":
      guard let hits = integer(value), (1...100).contains(hits) else { throw invalid(name, "integer between 1 and 100") }
    case "ignorePlurals", "removeStopWords":
      if flag(value) == nil {
        do { _ = try QueryLanguages.languageList(name, value) } catch {
          throw invalid(name, "boolean or array of supported language ISO codes")
        }
      }
    case "queryLanguages", "indexLanguages": _ = try QueryLanguages.languageList(name, value)
    case "separatorsToIndex", "keepDiacriticsOnCharacters":
      guard value.stringValue != nil else { throw invalid(name, "string") }
    case "customNormalization":
      // {"default": {"ä": "ae"}}: one character to a string.
      var valid = false
      if case .object(let sets) = value {
        valid = sets.values.allSatisfy { set in
          guard case .object(let pairs) = set else { return false }
          return pairs.allSatisfy { $0.key.unicodeScalars.count == 1 && $0.value.stringValue != nil }
        }
      }
      guard valid else { throw invalid(name, #"object like {"default": {"ä": "ae"}} (one character to a string)"#) }
    case "renderingContent":
      guard case .object = value else { throw invalid(name, "object") }
    case "camelCaseAttributes", "numericAttributesForFiltering":
      guard stringList(value) != nil else { throw invalid(name, "array of strings") }
    case "disablePrefixOnAttributes", "disableTypoToleranceOnAttributes", "disableTypoToleranceOnWords",
      "disableExactOnAttributes":
      guard stringList(value) != nil else { throw invalid(name, "array of strings") }
    default: break
    }
  }
}
