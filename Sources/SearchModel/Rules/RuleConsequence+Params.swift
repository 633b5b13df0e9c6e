/// How a rule changes the query (`params.query`): a new query, or edits of the words typed.
public enum RuleQueryChange: Sendable, Hashable {
  /// The whole query is replaced.
  case replace(String)
  /// Words (or `{facet:ATTRIBUTE}` placeholders) removed or replaced, in order.
  case edits([RuleQueryEdit])
}

/// One edit of the query: `delete` (words or a placeholder) removed, or replaced by `insert`.
public struct RuleQueryEdit: Sendable, Hashable {
  public var delete: String
  public var insert: String?

  public init(delete: String, insert: String? = nil) {
    self.delete = delete
    self.insert = insert
  }
}

/// A facet filter made from the value a `{facet:ATTRIBUTE}` placeholder matched.
public struct AutomaticFacetFilter: Sendable, Hashable {
  public var facet: String
  /// The filter's score (for optional filters; default 1).
  public var score: Int
  /// Several values of the facet in one query: OR (true) or AND (false, the default).
  public var disjunctive: Bool

  public init(facet: String, score: Int = 1, disjunctive: Bool = false) {
    self.facet = facet
    self.score = score
    self.disjunctive = disjunctive
  }
}

extension RuleConsequence {
  /// The `params` keys with a meaning of their own in a rule (not plain search parameters).
  public static let specialParams: Set<String> = [
    "query", "automaticFacetFilters", "automaticOptionalFacetFilters", "renderingContent",
  ]

  /// The plain search parameters of `params`.
  public var searchParams: JSONObject {
    (params ?? [:]).filter { !Self.specialParams.contains($0.key) }
  }

  /// `params.query`, read.
  public var queryChange: RuleQueryChange? {
    try? RuleConsequenceCheck.query(params?["query"], reader: RuleFieldReader(objectID: ""))
  }

  /// `params.automaticFacetFilters`, read.
  public var automaticFacetFilters: [AutomaticFacetFilter] {
    (try? RuleConsequenceCheck.automatic(params?["automaticFacetFilters"], "", reader: RuleFieldReader(objectID: ""))) ?? []
  }

  /// `params.automaticOptionalFacetFilters`, read.
  public var automaticOptionalFacetFilters: [AutomaticFacetFilter] {
    (try? RuleConsequenceCheck.automatic(
      params?["automaticOptionalFacetFilters"], "", reader: RuleFieldReader(objectID: ""))) ?? []
  }

  /// `params.renderingContent`, when given.
  public var renderingContent: JSONValue? {
    params?["renderingContent"].flatMap { $0 == .null ? nil : $0 }
  }
}

/// The checks of a consequence's `params`, shared by reading (which fails) and the typed views.
enum RuleConsequenceCheck {
  static func params(_ params: JSONObject, reader: RuleFieldReader) throws(Rule.FormatError) {
    _ = try query(params["query"], reader: reader)
    for key in ["automaticFacetFilters", "automaticOptionalFacetFilters"] {
      _ = try automatic(params[key], "consequence.params.\(key)", reader: reader)
    }
    if let content = params["renderingContent"], content != .null, content.objectValue == nil {
      throw reader.fail("consequence.params.renderingContent", "expected an object, got \(content.kindDescription)")
    }
    let plain = params.filter { !RuleConsequence.specialParams.contains($0.key) }
    do {
      _ = try SearchParameters(validating: plain)
    } catch {
      throw reader.fail("consequence.params.\(error.name)", "expected \(error.expected)")
    }
  }

  static func query(_ value: JSONValue?, reader: RuleFieldReader) throws(Rule.FormatError) -> RuleQueryChange? {
    guard let value, value != .null else { return nil }
    let field = "consequence.params.query"
    if let text = value.stringValue { return .replace(text) }
    guard let object = value.objectValue else {
      throw reader.fail(field, "expected a string or an object with remove or edits, got \(value.kindDescription)")
    }
    var edits: [RuleQueryEdit] = []
    for (key, list) in object {
      switch key {
      case "remove":
        edits += try reader.strings(list, "\(field).remove").map { RuleQueryEdit(delete: $0) }
      case "edits":
        for (i, element) in try reader.array(list, "\(field).edits").enumerated() {
          let path = "\(field).edits[\(i)]"
          let edit = try reader.object(element, path)
          for key in edit.keys where !["type", "delete", "insert"].contains(key) {
            throw reader.fail("\(path).\(key)", "unknown field")
          }
          let type = try edit["type"].map { (v) throws(Rule.FormatError) in try reader.string(v, "\(path).type") } ?? "remove"
          guard let deleted = edit["delete"] else { throw reader.fail(path, "missing delete") }
          let delete = try reader.string(deleted, "\(path).delete")
          switch type {
          case "remove":
            edits.append(RuleQueryEdit(delete: delete))
          case "replace":
            guard let inserted = edit["insert"] else { throw reader.fail(path, "a replace edit needs insert") }
            edits.append(RuleQueryEdit(delete: delete, insert: try reader.string(inserted, "\(path).insert")))
          default:
            throw reader.fail("\(path).type", "unknown edit type \"\(type)\", expected remove or replace")
          }
        }
      default:
        throw reader.fail("\(field).\(key)", "unknown field (expected remove or edits)")
      }
    }
    return .edits(edits)
  }

  static func automatic(_ value: JSONValue?, _ field: String, reader: RuleFieldReader) throws(Rule.FormatError)
    -> [AutomaticFacetFilter]
  {
    guard let value, value != .null else { return [] }
    var filters: [AutomaticFacetFilter] = []
    for (i, element) in try reader.array(value, field).enumerated() {
      let path = "\(field)[\(i)]"
      if let facet = element.stringValue {
        filters.append(AutomaticFacetFilter(facet: facet))
        continue
      }
      let object = try reader.object(element, path)
      guard let name = object["facet"] else { throw reader.fail(path, "missing facet") }
      var filter = AutomaticFacetFilter(facet: try reader.string(name, "\(path).facet"))
      for (key, property) in object {
        switch key {
        case "facet": break
        case "score": filter.score = try reader.integer(property, "\(path).score")
        case "disjunctive": filter.disjunctive = try reader.bool(property, "\(path).disjunctive")
        default: throw reader.fail("\(path).\(key)", "unknown field")
        }
      }
      filters.append(filter)
    }
    return filters
  }

  /// An automatic facet filter must name a facet a placeholder of the rule's patterns matches.
  static func automaticFacetFilters(
    _ consequence: RuleConsequence, conditions: [RuleCondition], reader: RuleFieldReader
  ) throws(Rule.FormatError) {
    let placeholders = Set(conditions.compactMap(\.pattern).flatMap { RulePattern($0).facets })
    for key in ["automaticFacetFilters", "automaticOptionalFacetFilters"] {
      let field = "consequence.params.\(key)"
      for filter in try automatic(consequence.params?[key], field, reader: reader)
      where !placeholders.contains(filter.facet) {
        throw reader.fail(field, "facet \(filter.facet) is not a {facet:\(filter.facet)} placeholder of the rule's patterns")
      }
    }
  }
}
