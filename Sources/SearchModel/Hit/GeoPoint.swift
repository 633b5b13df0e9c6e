/// A point on Earth as Algolia writes it in `_geoloc`: `{"lat": 48.8566, "lng": 2.3522}`.
public struct GeoPoint: Sendable, Hashable {
  /// Latitude in degrees.
  public var lat: Double
  /// Longitude in degrees.
  public var lng: Double

  /// Creates a point.
  public init(lat: Double, lng: Double) {
    self.lat = lat
    self.lng = lng
  }
}

extension GeoPoint: Codable {
  private enum CodingKeys: String, CodingKey {
    case lat, lng
  }

  /// Decodes `{lat, lng}`; numeric strings (`"48.85"`) are accepted, as Algolia's indexing does.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func coordinate(_ key: CodingKeys) throws -> Double {
      if let text = try? container.decode(String.self, forKey: key), let number = Double(text) { return number }
      return try container.decode(Double.self, forKey: key)
    }
    self.init(lat: try coordinate(.lat), lng: try coordinate(.lng))
  }

  /// Encodes `{lat, lng}` as numbers.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(lat, forKey: .lat)
    try container.encode(lng, forKey: .lng)
  }
}
