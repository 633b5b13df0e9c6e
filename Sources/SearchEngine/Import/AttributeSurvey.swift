import SearchModel

/// What an import's records hold, attribute by attribute, and the settings that would make them
/// searchable and faceted: what `instantsearch import` prints when no settings were given, and
/// what `--suggest-settings FILE` writes.
///
/// Without settings every attribute is searchable in record order and none is faceted, so
/// `facets` and `refine` have nothing to work on. The survey reads the top-level attributes of
/// the records (up to a limit), notes their types, how many records have them and how many
/// distinct values they take, and suggests: text attributes searchable, shorter ones first
/// (names and titles, then facet-like text, then long text `unordered`), and text or lists of
/// text with few distinct values (at most 50, or a tenth of the records) that repeat, and booleans, as facets. Numbers filter without being declared, so they are only reported.
public struct AttributeSurvey: Sendable {
  /// One top-level attribute as the records use it.
  public struct Attribute: Sendable, Hashable {
    public var name: String
    /// `string`, `number`, `boolean`, `list` (of strings), `object`, `mixed list`...
    public var types: Set<String> = []
    /// Records having the attribute (not null).
    public var records = 0
    /// Distinct values, up to `AttributeSurvey.distinctLimit` (one more means "more").
    public var distinct: Set<String> = []
    var textLength = 0
    var textCount = 0
    var looksLikeURL = false

    /// Average length of its text values, in characters.
    public var averageLength: Int { textCount == 0 ? 0 : textLength / textCount }
    var isText: Bool { types.isSubset(of: ["string", "list"]) && !types.isEmpty }
  }

  /// Distinct values are counted up to this many.
  public static let distinctLimit = 1_000

  /// The attributes in the order they were first seen.
  public private(set) var attributes: [Attribute] = []
  private var positions: [String: Int] = [:]
  /// Records surveyed.
  public private(set) var recordCount = 0

  public init() {}

  /// Adds one record's top-level attributes (`objectID` and `_`-prefixed ones are Algolia's).
  public mutating func add(_ record: JSONObject) {
    recordCount += 1
    for (name, value) in record where name != "objectID" && !name.hasPrefix("_") && value != .null {
      let position = positions[name] ?? {
        attributes.append(Attribute(name: name))
        positions[name] = attributes.count - 1
        return attributes.count - 1
      }()
      attributes[position].records += 1
      note(value, in: &attributes[position])
    }
  }

  private func note(_ value: JSONValue, in attribute: inout Attribute) {
    func distinct(_ text: String) {
      if attribute.distinct.count <= Self.distinctLimit { attribute.distinct.insert(text) }
    }
    func text(_ string: String) {
      attribute.textLength += string.count
      attribute.textCount += 1
      if string.contains("://") { attribute.looksLikeURL = true }
      distinct(string)
    }
    switch value {
    case .string(let string):
      attribute.types.insert("string")
      text(string)
    case .number(let number):
      attribute.types.insert("number")
      distinct(JSONValue.numberText(number))
    case .bool(let flag):
      attribute.types.insert("boolean")
      distinct(flag ? "true" : "false")
    case .array(let items):
      if items.allSatisfy({ $0.stringValue != nil }) {
        attribute.types.insert("list")
        for case .string(let string) in items { text(string) }
      } else {
        attribute.types.insert("mixed list")
      }
    case .object:
      attribute.types.insert("object")
    case .null:
      break
    }
  }

  /// Whether `attribute` makes a useful facet: few distinct values, and values that repeat.
  private func isFacet(_ attribute: Attribute) -> Bool {
    if attribute.types == ["boolean"] { return true }
    guard attribute.isText, !attribute.looksLikeURL, attribute.averageLength <= 40 else { return false }
    // Distinct values are only counted up to `distinctLimit`: past it, too many for a facet.
    let limit = min(Self.distinctLimit, max(50, recordCount / 10))
    // Fewer distinct values than values (not than records: three books' genres lists, SciFi in
    // all three, have three distinct values of five), else every count would be 1.
    return attribute.distinct.count <= limit && attribute.distinct.count < attribute.textCount
  }

  /// Whether `attribute` is worth searching: text that is not a link or an identifier.
  private func isSearchable(_ attribute: Attribute) -> Bool {
    guard attribute.isText, !attribute.looksLikeURL else { return false }
    // Values that never repeat and have no blank (as in isFacet, counted over the values:
    // a list's repeat across records).
    let isIdentifier = attribute.distinct.count >= min(attribute.textCount, Self.distinctLimit)
      && !attribute.distinct.contains(where: { $0.contains(" ") })
    return !isIdentifier
  }

  /// The suggested settings, in Algolia's format.
  public func suggestedSettings() -> JSONObject {
    // Names and titles first, then the facet-like text (brand, categories), then long text,
    // whose word positions do not matter (`unordered`). A list of short text (a film's cast)
    // comes after the single strings (its title), shorter though its values are.
    // Within the facet-like group, record order.
    func rank(_ attribute: Attribute) -> (Int, Int, Int, Int) {
      let facet = isFacet(attribute)
      let list = attribute.types.contains("list") ? 1 : 0
      return (attribute.averageLength > 80 ? 1 : 0, facet ? 1 : 0, list, facet ? positions[attribute.name] ?? 0 : attribute.averageLength)
    }
    let searchable = attributes.filter(isSearchable).sorted { rank($0) < rank($1) }
      .map { $0.averageLength > 80 ? "unordered(\($0.name))" : $0.name }
    let facets = attributes.filter(isFacet).map(\.name)
    var settings: JSONObject = [:]
    settings["searchableAttributes"] = .array(searchable.map(JSONValue.string))
    settings["attributesForFaceting"] = .array(facets.map(JSONValue.string))
    return settings
  }

  /// The attributes as a table, one line each: name, types, how many records have it, distinct
  /// values, and what the suggested settings do with it.
  public func table() -> String {
    let settings = suggestedSettings()
    let searchable = Set((settings["searchableAttributes"]?.arrayValue ?? []).compactMap(\.stringValue).map {
      AttributeDeclaration($0).argument(of: "unordered") ?? $0
    })
    let facets = Set((settings["attributesForFaceting"]?.arrayValue ?? []).compactMap(\.stringValue))
    let width = max(9, attributes.map(\.name.count).max() ?? 0)
    func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
    var lines = [pad("attribute", width) + "  " + pad("type", 14) + "  records  values  suggested"]
    for attribute in attributes {
      let values = attribute.distinct.count > Self.distinctLimit ? ">\(Self.distinctLimit)" : String(attribute.distinct.count)
      var uses: [String] = []
      if searchable.contains(attribute.name) { uses.append("searchable") }
      if facets.contains(attribute.name) { uses.append("facet") }
      if uses.isEmpty { uses.append(attribute.types == ["number"] ? "filters as a number" : "-") }
      let type = attribute.types.sorted().joined(separator: "/")
      lines.append(
        pad(attribute.name, width) + "  " + pad(type, 14) + "  " + String(repeating: " ", count: max(0, 7 - String(attribute.records).count))
          + String(attribute.records) + "  " + String(repeating: " ", count: max(0, 6 - values.count)) + values + "  "
          + uses.joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }
}
