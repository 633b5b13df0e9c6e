// The containers of JSONValueEncoder: each writes into a shared Node, so nested containers
// created before their contents are encoded still end up in the result.
extension JSONValueEncoder {
  struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
      node.object[key.stringValue] = Node(.null)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      node.object[key.stringValue] = try Implementation.box(value, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      let child = Node()
      child.becomeObject()
      node.object[key.stringValue] = child
      return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      let child = Node()
      child.becomeArray()
      node.object[key.stringValue] = child
      return UnkeyedContainer(node: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
      superEncoder(forKey: "super")
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
      let child = Node()
      node.object[key.stringValue] = child
      return Implementation(node: child, codingPath: codingPath + [key])
    }

    private mutating func superEncoder(forKey key: String) -> any Encoder {
      let child = Node()
      node.object[key] = child
      return Implementation(node: child, codingPath: codingPath + [JSONKey(key)])
    }
  }

  struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: Node
    let codingPath: [any CodingKey]
    var count: Int { node.array.count }

    private var nextKey: JSONKey { JSONKey(intValue: node.array.count) }

    mutating func encodeNil() throws {
      node.array.append(Node(.null))
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
      node.array.append(try Implementation.box(value, codingPath: codingPath + [nextKey]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
      let key = nextKey
      let child = Node()
      child.becomeObject()
      node.array.append(child)
      return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      let key = nextKey
      let child = Node()
      child.becomeArray()
      node.array.append(child)
      return UnkeyedContainer(node: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
      let key = nextKey
      let child = Node()
      node.array.append(child)
      return Implementation(node: child, codingPath: codingPath + [key])
    }
  }

  struct SingleValueContainer: SingleValueEncodingContainer {
    let node: Node
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws {
      node.kind = .scalar
      node.scalar = .null
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
      let boxed = try Implementation.box(value, codingPath: codingPath)
      node.kind = boxed.kind
      node.scalar = boxed.scalar
      node.array = boxed.array
      node.object = boxed.object
    }
  }
}
