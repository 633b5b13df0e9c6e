extension JSONValue: Codable {
  /// Decodes any JSON value.
  ///
  /// With ``JSONValueDecoder`` the stored value is returned as is (key order kept). With
  /// Foundation's `JSONDecoder` objects are rebuilt from `allKeys`, whose order Foundation does not
  /// guarantee: prefer ``init(parsing:)-(Collection<UInt8>)`` when order matters.
  public init(from decoder: any Decoder) throws {
    if let decoder = decoder as? JSONValueDecoder.Implementation {
      self = decoder.value
      return
    }
    if let object = try? decoder.container(keyedBy: JSONKey.self) {
      var members = JSONObject()
      for key in object.allKeys { members[key.stringValue] = try object.decode(JSONValue.self, forKey: key) }
      self = .object(members)
      return
    }
    if var array = try? decoder.unkeyedContainer() {
      var elements: [JSONValue] = []
      while !array.isAtEnd { elements.append(try array.decode(JSONValue.self)) }
      self = .array(elements)
      return
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self = .null
    } else if let bool = try? single.decode(Bool.self) {
      self = .bool(bool)
    } else if let number = try? single.decode(Double.self) {
      self = .number(number)
    } else {
      self = .string(try single.decode(String.self))
    }
  }

  /// Encodes the value; objects keep their key order with any encoder that preserves the order
  /// of `encode` calls. Integral numbers are encoded as integers so Foundation prints `799`.
  public func encode(to encoder: any Encoder) throws {
    if let encoder = encoder as? JSONValueEncoder.Implementation {
      encoder.node.kind = .scalar
      encoder.node.scalar = self
      return
    }
    switch self {
    case .null:
      var single = encoder.singleValueContainer()
      try single.encodeNil()
    case .bool(let bool):
      var single = encoder.singleValueContainer()
      try single.encode(bool)
    case .number(let number):
      var single = encoder.singleValueContainer()
      if let integer = Int64(exactly: number), abs(integer) <= 9_007_199_254_740_992 {
        try single.encode(integer)
      } else {
        try single.encode(number)
      }
    case .string(let string):
      var single = encoder.singleValueContainer()
      try single.encode(string)
    case .array(let array):
      var container = encoder.unkeyedContainer()
      for element in array { try container.encode(element) }
    case .object(let object):
      var container = encoder.container(keyedBy: JSONKey.self)
      for (key, value) in object { try container.encode(value, forKey: JSONKey(key)) }
    }
  }
}
