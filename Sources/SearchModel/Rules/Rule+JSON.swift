extension Rule {
  /// Why a JSON object is not a usable rule: the rule's objectID, the field (`conditions[0].anchoring`)
  /// and what is wrong.
  public typealias FormatError = ModelFormatError

  /// Reads one rule object as Algolia's API and exports write it, checking every modelled field's
  /// type and meaning (anchoring, context, condition filters, promote positions, query edits,
  /// automatic facet filters, the other search parameters); unknown keys are kept in ``extra``.
  public init(json object: JSONObject) throws(FormatError) {
    guard let id = object["objectID"] else { throw FormatError("Missing objectID") }
    guard let objectID = id.stringValue, !objectID.isEmpty else { throw FormatError("objectID must be a non-empty string") }
    let reader = RuleFieldReader(objectID: objectID)
    self.init(objectID: objectID)
    if let list = object["conditions"], list != .null {
      conditions = try reader.array(list, "conditions").enumerated().map { (i, value) throws(FormatError) in
        try RuleCondition(json: reader.object(value, "conditions[\(i)]"), field: "conditions[\(i)]", reader: reader)
      }
    }
    if let single = object["condition"], single != .null {
      guard object["conditions"] == nil else { throw reader.fail("condition", "give conditions or condition, not both") }
      conditions = [try RuleCondition(json: reader.object(single, "condition"), field: "condition", reader: reader)]
      usesLegacyCondition = true
    }
    if let value = object["consequence"], value != .null {
      consequence = try RuleConsequence(json: reader.object(value, "consequence"), reader: reader)
    }
    description = try object["description"].map { (v) throws(FormatError) in try reader.string(v, "description") }
    enabled = try object["enabled"].map { (v) throws(FormatError) in try reader.bool(v, "enabled") }
    if let list = object["validity"] {
      validity = try reader.array(list, "validity").enumerated().map { (i, value) throws(FormatError) in
        let range = try reader.object(value, "validity[\(i)]")
        var time = RuleTimeRange()
        for (key, bound) in range {
          switch key {
          case "from": time.from = try reader.integer(bound, "validity[\(i)].from")
          case "until": time.until = try reader.integer(bound, "validity[\(i)].until")
          default: throw reader.fail("validity[\(i)].\(key)", "unknown field")
          }
        }
        if let from = time.from, let until = time.until, from > until {
          throw reader.fail("validity[\(i)]", "from (\(from)) is after until (\(until))")
        }
        return time
      }
    }
    if let list = object["tags"] { tags = try reader.strings(list, "tags") }
    scope = try object["scope"].map { (v) throws(FormatError) in try reader.string(v, "scope") }
    let modelled: Set<String> = [
      "objectID", "conditions", "condition", "consequence", "description", "enabled", "validity", "tags", "scope",
    ]
    for (key, value) in object where !modelled.contains(key) { extra[key] = value }
    try RuleConsequenceCheck.automaticFacetFilters(consequence, conditions: conditions, reader: reader)
  }

  /// The rule as Algolia's API returns it: the modelled keys in the API's order, then the others.
  public var json: JSONObject {
    var object: JSONObject = ["objectID": .string(objectID)]
    if usesLegacyCondition, let condition = conditions.first {
      object["condition"] = .object(condition.json)
    } else if !conditions.isEmpty {
      object["conditions"] = .array(conditions.map { .object($0.json) })
    }
    object["consequence"] = .object(consequence.json)
    if let description { object["description"] = .string(description) }
    if let enabled { object["enabled"] = .bool(enabled) }
    if let validity {
      object["validity"] = .array(
        validity.map { range in
          var time: JSONObject = [:]
          if let from = range.from { time["from"] = .number(Double(from)) }
          if let until = range.until { time["until"] = .number(Double(until)) }
          return .object(time)
        })
    }
    if let tags { object["tags"] = .array(tags.map(JSONValue.string)) }
    if let scope { object["scope"] = .string(scope) }
    for (key, value) in extra { object[key] = value }
    return object
  }
}

extension RuleCondition {
  init(json object: JSONObject, field: String, reader: RuleFieldReader) throws(Rule.FormatError) {
    self.init()
    for (key, value) in object {
      let path = "\(field).\(key)"
      switch key {
      case "pattern": pattern = try reader.string(value, path)
      case "anchoring":
        let text = try reader.string(value, path)
        guard let anchoring = RuleAnchoring(rawValue: text) else {
          throw reader.fail(path, "unknown anchoring \"\(text)\", expected one of is, startsWith, endsWith, contains")
        }
        self.anchoring = anchoring
      case "alternatives": alternatives = try reader.bool(value, path)
      case "context":
        let text = try reader.string(value, path)
        guard !text.isEmpty, text.utf8.allSatisfy(RuleCondition.isContextByte) else {
          throw reader.fail(path, "a context is made of letters, digits, _ and - only")
        }
        context = text
      case "filters":
        let text = try reader.string(value, path)
        _ = try RuleCondition.facetFilters(text, field: path, reader: reader)
        filters = text
      default: extra[key] = value
      }
    }
    if (pattern == nil) != (anchoring == nil) {
      throw reader.fail(field, "pattern and anchoring go together: give both or neither")
    }
    if let pattern, pattern.allSatisfy(\.isWhitespace), anchoring != .is {
      throw reader.fail("\(field).pattern", "an empty pattern needs anchoring is")
    }
    if let pattern { _ = try RulePattern(pattern, field: "\(field).pattern", reader: reader) }
  }

  static func isContextByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "_"), UInt8(ascii: "-"):
      true
    default: false
    }
  }

  /// The facet filters of a condition's `filters`: only `facet:value` filters combined with AND
  /// (Algolia refuses OR and numeric filters there).
  static func facetFilters(_ text: String, field: String, reader: RuleFieldReader) throws(Rule.FormatError) -> [FacetFilter] {
    let expression: FilterExpression
    do {
      expression = try FilterExpression(parsing: text)
    } catch {
      throw reader.fail(field, error.message)
    }
    var facets: [FacetFilter] = []
    for group in expression.groups where !group.filters.isEmpty {
      guard group.filters.count == 1 || group.combinator == .and else {
        throw reader.fail(field, "filters of a condition cannot be combined with OR")
      }
      for filter in group.filters {
        switch filter {
        case .facet(let facet): facets.append(facet)
        case .tag(let tag): facets.append(FacetFilter(attribute: "_tags", value: .string(tag.value), isNegated: tag.isNegated))
        case .numeric: throw reader.fail(field, "numeric filters cannot trigger a rule")
        }
      }
    }
    return facets
  }

  /// The facet filters this condition needs (empty without `filters`).
  public var facetFilters: [FacetFilter] {
    guard let filters else { return [] }
    return (try? Self.facetFilters(filters, field: "filters", reader: RuleFieldReader(objectID: ""))) ?? []
  }

  var json: JSONObject {
    var object: JSONObject = [:]
    if let pattern { object["pattern"] = .string(pattern) }
    if let anchoring { object["anchoring"] = .string(anchoring.rawValue) }
    if let alternatives { object["alternatives"] = .bool(alternatives) }
    if let context { object["context"] = .string(context) }
    if let filters { object["filters"] = .string(filters) }
    for (key, value) in extra { object[key] = value }
    return object
  }
}

extension RuleConsequence {
  init(json object: JSONObject, reader: RuleFieldReader) throws(Rule.FormatError) {
    self.init()
    for (key, value) in object {
      let path = "consequence.\(key)"
      switch key {
      case "params":
        let params = try reader.object(value, path)
        try RuleConsequenceCheck.params(params, reader: reader)
        self.params = params
      case "promote":
        let list = try reader.array(value, path)
        guard list.count <= 300 else { throw reader.fail(path, "at most 300 promoted records") }
        promote = try list.enumerated().map { (i, element) throws(Rule.FormatError) in
          try RulePromotion(json: reader.object(element, "\(path)[\(i)]"), field: "\(path)[\(i)]", reader: reader)
        }
      case "filterPromotes": filterPromotes = try reader.bool(value, path)
      case "hide":
        let list = try reader.array(value, path)
        guard list.count <= 50 else { throw reader.fail(path, "at most 50 hidden records") }
        hide = try list.enumerated().map { (i, element) throws(Rule.FormatError) in
          let entry = try reader.object(element, "\(path)[\(i)]")
          guard entry.count == 1, let id = entry["objectID"] else {
            throw reader.fail("\(path)[\(i)]", "expected {\"objectID\": ...}")
          }
          return try reader.string(id, "\(path)[\(i)].objectID")
        }
      case "userData":
        guard value.objectValue != nil || value == .null else { throw reader.fail(path, "expected an object") }
        userData = value
      default: extra[key] = value
      }
    }
    var seen: [Int: String] = [:]
    for promotion in promote ?? [] {
      for (offset, id) in promotion.objectIDs.enumerated() {
        if let other = seen[promotion.position + offset] {
          throw reader.fail("consequence.promote", "\(id) and \(other) are promoted to the same position \(promotion.position + offset)")
        }
        seen[promotion.position + offset] = id
      }
    }
  }

  var json: JSONObject {
    var object: JSONObject = [:]
    if let params { object["params"] = .object(params) }
    if let promote { object["promote"] = .array(promote.map { .object($0.json) }) }
    if let filterPromotes { object["filterPromotes"] = .bool(filterPromotes) }
    if let hide { object["hide"] = .array(hide.map { .object(["objectID": .string($0)]) }) }
    if let userData { object["userData"] = userData }
    for (key, value) in extra { object[key] = value }
    return object
  }
}

extension RulePromotion {
  init(json object: JSONObject, field: String, reader: RuleFieldReader) throws(Rule.FormatError) {
    guard let at = object["position"] else { throw reader.fail(field, "missing position") }
    let position = try reader.integer(at, "\(field).position")
    guard (0...300).contains(position) else { throw reader.fail("\(field).position", "must be between 0 and 300") }
    if let single = object["objectID"] {
      guard object.count == 2 else { throw reader.fail(field, "expected objectID (or objectIDs) and position only") }
      self.init(objectIDs: [try reader.string(single, "\(field).objectID")], position: position, isGroup: false)
    } else if let group = object["objectIDs"] {
      guard object.count == 2 else { throw reader.fail(field, "expected objectIDs (or objectID) and position only") }
      let ids = try reader.strings(group, "\(field).objectIDs")
      guard (1...100).contains(ids.count) else { throw reader.fail("\(field).objectIDs", "between 1 and 100 objectIDs") }
      self.init(objectIDs: ids, position: position, isGroup: true)
    } else {
      throw reader.fail(field, "missing objectID or objectIDs")
    }
  }

  var json: JSONObject {
    isGroup
      ? ["objectIDs": .array(objectIDs.map(JSONValue.string)), "position": .number(Double(position))]
      : ["objectID": .string(objectIDs.first ?? ""), "position": .number(Double(position))]
  }
}

/// Reads typed fields of one rule, failing with the rule's objectID and the field's path.
struct RuleFieldReader {
  let objectID: String

  func fail(_ field: String, _ problem: String) -> Rule.FormatError {
    Rule.FormatError("rule \"\(objectID)\": \(field): \(problem)")
  }

  func string(_ value: JSONValue, _ field: String) throws(Rule.FormatError) -> String {
    guard let text = value.stringValue else { throw fail(field, "expected a string, got \(value.kindDescription)") }
    return text
  }

  func bool(_ value: JSONValue, _ field: String) throws(Rule.FormatError) -> Bool {
    guard let flag = value.boolValue else { throw fail(field, "expected a boolean, got \(value.kindDescription)") }
    return flag
  }

  func integer(_ value: JSONValue, _ field: String) throws(Rule.FormatError) -> Int {
    guard let number = value.intValue else { throw fail(field, "expected an integer, got \(value.kindDescription)") }
    return number
  }

  func array(_ value: JSONValue, _ field: String) throws(Rule.FormatError) -> [JSONValue] {
    guard let list = value.arrayValue else { throw fail(field, "expected an array, got \(value.kindDescription)") }
    return list
  }

  func object(_ value: JSONValue, _ field: String) throws(Rule.FormatError) -> JSONObject {
    guard let object = value.objectValue else { throw fail(field, "expected an object, got \(value.kindDescription)") }
    return object
  }

  func strings(_ value: JSONValue, _ field: String) throws(Rule.FormatError) -> [String] {
    var texts: [String] = []
    for (i, element) in try array(value, field).enumerated() { texts.append(try string(element, "\(field)[\(i)]")) }
    return texts
  }
}
