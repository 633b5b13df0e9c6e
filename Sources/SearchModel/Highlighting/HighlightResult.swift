/// `_highlightResult` or `_snippetResult`: a tree mirroring the record's shape.
///
/// A string or number attribute becomes a ``HighlightedValue`` leaf, an array an array of
/// trees, a nested object an object of trees; so `name` is `result["name"]` and the second
/// tag of a list is `result["tags"]?[1]`.
public indirect enum HighlightResult: Sendable, Hashable {
  /// A leaf: one attribute value with its matches tagged.
  case value(HighlightedValue)
  /// The highlights of an array attribute, element by element.
  case array([HighlightResult])
  /// The highlights of an object (the record itself, or a nested object), in record order.
  case object(OrderedDictionary<String, HighlightResult>)

  /// The subtree of attribute `key`; `nil` when absent or not an object.
  public subscript(key: String) -> HighlightResult? {
    guard case .object(let members) = self else { return nil }
    return members[key]
  }

  /// The subtree of element `index`; `nil` when out of range or not an array.
  public subscript(index: Int) -> HighlightResult? {
    guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
    return elements[index]
  }

  /// The leaf, when this is one.
  public var highlightedValue: HighlightedValue? {
    guard case .value(let value) = self else { return nil }
    return value
  }

  /// The leaf at a dotted attribute path (`"categories.lvl0"`), for flat display.
  public func value(atPath path: String) -> HighlightedValue? {
    var node: HighlightResult? = self
    for component in path.split(separator: ".") { node = node?[String(component)] }
    return node?.highlightedValue
  }
}

extension HighlightResult: Codable {
  /// Decodes the tree. An object with a string `value` and a string `matchLevel` is a leaf;
  /// any other object is a nested object. Anything else (a bare number, a string) is an error
  /// naming its path.
  public init(from decoder: any Decoder) throws {
    let value = try JSONValue(from: decoder)
    switch value {
    case .object(let object):
      if case .string? = object["value"], case .string? = object["matchLevel"] {
        self = .value(try HighlightedValue(from: decoder))
        return
      }
      let container = try decoder.container(keyedBy: JSONKey.self)
      var members = OrderedDictionary<String, HighlightResult>(minimumCapacity: object.count)
      for key in object.keys {
        members[key] = try container.decode(HighlightResult.self, forKey: JSONKey(key))
      }
      self = .object(members)
    case .array(let elements):
      var container = try decoder.unkeyedContainer()
      var results: [HighlightResult] = []
      results.reserveCapacity(elements.count)
      while !container.isAtEnd { results.append(try container.decode(HighlightResult.self)) }
      self = .array(results)
    default:
      throw DecodingError.typeMismatch(
        HighlightResult.self,
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "expected a highlight object {value, matchLevel}, an array or an object, found \(value.kindDescription)"))
    }
  }

  /// Encodes the tree back into Algolia's shape.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .value(let value): try value.encode(to: encoder)
    case .array(let elements):
      var container = encoder.unkeyedContainer()
      for element in elements { try container.encode(element) }
    case .object(let members):
      var container = encoder.container(keyedBy: JSONKey.self)
      for (key, member) in members { try container.encode(member, forKey: JSONKey(key)) }
    }
  }
}
