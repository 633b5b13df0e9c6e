import SearchModel

/// Turns a raw hit into the record type a `HitsInteractor` shows.
public struct HitDecoder<Record> {
  /// The conversion; throwing means the hit does not have the record's shape.
  public let decode: (JSONObject) throws -> Record

  /// A decoder from a closure.
  public init(_ decode: @escaping (JSONObject) throws -> Record) {
    self.decode = decode
  }
}

extension HitDecoder where Record: Decodable {
  /// Decodes with `Decodable` through SearchModel's `JSONValueDecoder` (readable error paths).
  public static var json: HitDecoder<Record> {
    HitDecoder { object in try JSONValueDecoder().decode(Record.self, from: .object(object)) }
  }
}

extension HitDecoder where Record == JSONObject {
  /// Keeps hits as they came, key order included.
  public static var raw: HitDecoder<JSONObject> {
    HitDecoder { $0 }
  }
}
