extension Synonym {
  /// Why a JSON object is not a synonym, in the words of Algolia's 400s.
  public typealias FormatError = ModelFormatError

  /// Reads one synonym object as Algolia's API takes it; every required field present and of
  /// the right type, no field of another kind.
  public init(json object: JSONObject) throws(FormatError) {
    guard let id = object["objectID"] else { throw FormatError("Missing objectID") }
    guard let objectID = id.stringValue, !objectID.isEmpty else { throw FormatError("objectID must be a non-empty string") }
    guard let typeValue = object["type"] else { throw FormatError("Missing type for synonym \"\(objectID)\"") }
    guard let spelling = typeValue.stringValue, let kind = Kind(spelling: spelling) else {
      throw FormatError(
        "Invalid type for synonym \"\(objectID)\", expected one of synonym, oneWaySynonym, altCorrection1, altCorrection2, placeholder")
    }
    func string(_ key: String) throws(FormatError) -> String {
      guard let value = object[key] else { throw FormatError("Missing \(key) for \(kind.rawValue) \"\(objectID)\"") }
      guard let text = value.stringValue, !text.allSatisfy(\.isWhitespace) else {
        throw FormatError("\(key) of \"\(objectID)\" must be a non-empty string")
      }
      return text
    }
    func strings(_ key: String, atLeast: Int) throws(FormatError) -> [String] {
      guard let value = object[key] else { throw FormatError("Missing \(key) for \(kind.rawValue) \"\(objectID)\"") }
      guard case .array(let elements) = value else { throw FormatError("\(key) of \"\(objectID)\" must be an array of strings") }
      var texts: [String] = []
      for element in elements {
        guard let text = element.stringValue, !text.allSatisfy(\.isWhitespace) else {
          throw FormatError("\(key) of \"\(objectID)\" must be an array of non-empty strings")
        }
        texts.append(text)
      }
      guard texts.count >= atLeast else {
        throw FormatError("\(key) of \"\(objectID)\" needs at least \(atLeast) \(atLeast == 1 ? "entry" : "entries")")
      }
      return texts
    }
    let allowed: Set<String>
    self.init(objectID: objectID, kind: kind)
    switch kind {
    case .synonym:
      synonyms = try strings("synonyms", atLeast: 2)
      allowed = ["synonyms"]
    case .oneWaySynonym:
      input = try string("input")
      synonyms = try strings("synonyms", atLeast: 1)
      allowed = ["input", "synonyms"]
    case .altCorrection1, .altCorrection2:
      word = try string("word")
      corrections = try strings("corrections", atLeast: 1)
      allowed = ["word", "corrections"]
    case .placeholder:
      let token = try string("placeholder")
      guard token.count > 2, token.hasPrefix("<"), token.hasSuffix(">") else {
        throw FormatError("placeholder of \"\(objectID)\" must be a token in angle brackets, like <streetnumber>")
      }
      placeholder = token
      replacements = try strings("replacements", atLeast: 1)
      allowed = ["placeholder", "replacements"]
    }
    for key in object.keys where key != "objectID" && key != "type" && !allowed.contains(key) {
      throw FormatError("Unexpected field \(key) in \(kind.rawValue) \"\(objectID)\"")
    }
  }

  /// The synonym as Algolia's API returns it (`objectID`, `type`, then its kind's fields).
  public var json: JSONObject {
    var object: JSONObject = ["objectID": .string(objectID), "type": .string(kind.rawValue)]
    switch kind {
    case .synonym:
      object["synonyms"] = .array(synonyms.map { .string($0) })
    case .oneWaySynonym:
      object["input"] = .string(input ?? "")
      object["synonyms"] = .array(synonyms.map { .string($0) })
    case .altCorrection1, .altCorrection2:
      object["word"] = .string(word ?? "")
      object["corrections"] = .array(corrections.map { .string($0) })
    case .placeholder:
      object["placeholder"] = .string(placeholder ?? "")
      object["replacements"] = .array(replacements.map { .string($0) })
    }
    return object
  }
}
