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
    let radius = 6_371_000.0
    let dLat = (other.lat - lat) * .pi / 180
    let dLng = (other.lng - lng) * .pi / 180
    let a = sin(dLat / 2) * sin(dLat / 2)
      + cos(lat * .pi / 180) * cos(other.lat * .pi / 180) * sin(dLng / 2) * sin(dLng / 2)
    return 2 * radius * asin(min(1, sqrt(a)))
  }
}

