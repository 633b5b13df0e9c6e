import Foundation

/// A latitude/longitude pair and the great-circle distance Algolia ranks by.
struct GeoPoint: Sendable, Hashable {
  var lat: Double
  var lng: Double

  /// Parses `"lat,lng"`; nil when malformed.
  init?(parsing text: String) {
    let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.count == 2, let lat = Double(parts[0]), let lng = Double(parts[1]),
      (-90...90).contains(lat), (-180...180).contains(lng)
    else { return nil }
    self.init(lat: lat, lng: lng)
  }

  init(lat: Double, lng: Double) {
    self.lat = lat
    self.lng = lng
  }

  /// Haversine distance in metres.
  func distance(to other: GeoPoint) -> Double {
    Self.distance(haversine: haversine(to: other, cosLatitude: cosLatitude))
  }

  /// The cosine of the latitude, which every `haversine(to:cosLatitude:)` from this point needs:
  /// a search around a point computes it once for the million records it measures.
  var cosLatitude: Double { cos(lat * .pi / 180) }

  /// The haversine of the central angle to `other` (0 here, 1 at the antipode), from which
  /// `distance(haversine:)` gives the distance: it grows with the distance, so comparing it
  /// saves the arc sine where only the order or a threshold matters. `cosLatitude` is this
  /// point's; the figure is the one `distance(to:)` computes, to the bit.
  @inline(__always)
  func haversine(to other: GeoPoint, cosLatitude: Double) -> Double {
    let dLat = (other.lat - lat) * .pi / 180
    let dLng = (other.lng - lng) * .pi / 180
    return sin(dLat / 2) * sin(dLat / 2)
      + cosLatitude * cos(other.lat * .pi / 180) * sin(dLng / 2) * sin(dLng / 2)
  }

  /// The distance in metres of a `haversine(to:cosLatitude:)` figure.
  @inline(__always)
  static func distance(haversine a: Double) -> Double {
    2 * 6_371_000.0 * asin(min(1, sqrt(a)))
  }
}

