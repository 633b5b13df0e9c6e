#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// `Data` conveniences for callers that read files or HTTP bodies with Foundation. Parsing
// already accepts `Data` (it is a collection of bytes); these cover the output side.

extension JSONValue {
  /// The value as compact or pretty JSON in a `Data`.
  public func serializedData(_ style: JSONOutputStyle = .compact) -> Data {
    Data(serializedBytes(style))
  }
}

extension JSONValueEncoder {
  /// Encodes `value` straight to JSON text in a `Data`.
  public func encodeData(_ value: some Encodable, style: JSONOutputStyle = .compact) throws -> Data {
    Data(try encodeBytes(value, style: style))
  }
}
