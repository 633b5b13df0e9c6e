import SearchModel

/// An area of `insideBoundingBox` or `insidePolygon`: a record is inside when one of its
/// `_geoloc` points is in one of the areas (several areas are a union, as in Algolia).
///
/// Coordinates are taken as plane coordinates (latitude, longitude), as the parameters give
/// them: a box spans from its smaller to its larger longitude, so a box meant to cross the 180th
/// meridian must be given as two boxes (Algolia's documentation warns about that meridian too).
enum GeoArea: Sendable, Equatable {
  case box(south: Double, north: Double, west: Double, east: Double)
  /// Vertices as (lat, lng) in order; closed implicitly.
  case polygon([GeoPoint])

  func contains(_ point: GeoPoint) -> Bool {
    switch self {
    case .box(let south, let north, let west, let east):
      return (south...north).contains(point.lat) && (west...east).contains(point.lng)
    case .polygon(let vertices):
      // Ray casting along the latitude axis; a point on an edge counts as inside.
      var inside = false
      var j = vertices.count - 1
      for i in vertices.indices {
        let a = vertices[i]
        let b = vertices[j]
        if Self.isOnSegment(point, a, b) { return true }
        if (a.lng > point.lng) != (b.lng > point.lng) {
          let lat = a.lat + (point.lng - a.lng) * (b.lat - a.lat) / (b.lng - a.lng)
          if point.lat < lat { inside.toggle() }
        }
        j = i
      }
      return inside
    }
  }

  private static func isOnSegment(_ p: GeoPoint, _ a: GeoPoint, _ b: GeoPoint) -> Bool {
    let cross = (b.lat - a.lat) * (p.lng - a.lng) - (b.lng - a.lng) * (p.lat - a.lat)
    guard abs(cross) < 1e-12 else { return false }
    return (min(a.lat, b.lat)...max(a.lat, b.lat)).contains(p.lat) && (min(a.lng, b.lng)...max(a.lng, b.lng)).contains(p.lng)
  }

  /// `insideBoundingBox`: a list of `[p1Lat, p1Lng, p2Lat, p2Lng]` (two opposite corners), or
  /// the same numbers in one string or flat list (a multiple of 4).
  static func boxes(_ value: JSONValue) throws(APIError) -> [GeoArea] {
    let expected = "a list of boxes of 4 numbers [p1Lat, p1Lng, p2Lat, p2Lng] (or a string of 4, 8, 12... numbers)"
    let groups = try numberGroups("insideBoundingBox", value, groupSize: 4, expected: expected)
    return try groups.map { numbers throws(APIError) in
      guard numbers.count == 4 else { throw EngineConformance.invalid("insideBoundingBox", expected) }
      let corners = try points("insideBoundingBox", numbers)
      return .box(
        south: min(corners[0].lat, corners[1].lat), north: max(corners[0].lat, corners[1].lat),
        west: min(corners[0].lng, corners[1].lng), east: max(corners[0].lng, corners[1].lng))
    }
  }

  /// `insidePolygon`: a list of polygons, each `[lat1, lng1, lat2, lng2, lat3, lng3, ...]` of at
  /// least three points, or one polygon's numbers in a string or flat list.
  static func polygons(_ value: JSONValue) throws(APIError) -> [GeoArea] {
    let expected = "a list of polygons of at least 3 points [lat1, lng1, lat2, lng2, lat3, lng3, ...]"
    let groups = try numberGroups("insidePolygon", value, groupSize: nil, expected: expected)
    return try groups.map { numbers throws(APIError) in
      guard numbers.count >= 6, numbers.count.isMultiple(of: 2) else {
        throw EngineConformance.invalid("insidePolygon", expected)
      }
      return .polygon(try points("insidePolygon", numbers))
    }
  }

  /// The groups of numbers of a geo parameter: a list of lists, or one flat list or string cut
  /// into groups of `groupSize` (one group when nil).
  private static func numberGroups(_ name: String, _ value: JSONValue, groupSize: Int?, expected: String) throws(APIError) -> [[Double]] {
    func flat(_ numbers: [Double]) throws(APIError) -> [[Double]] {
      guard let size = groupSize else { return [numbers] }
      guard !numbers.isEmpty, numbers.count.isMultiple(of: size) else { throw EngineConformance.invalid(name, expected) }
      return stride(from: 0, to: numbers.count, by: size).map { Array(numbers[$0..<($0 + size)]) }
    }
    switch value {
    case .string(let text):
      var numbers: [Double] = []
      for part in text.split(separator: ",", omittingEmptySubsequences: false) {
        guard let number = Double(part.trimmingCharacters(in: .whitespaces)), number.isFinite else {
          throw EngineConformance.invalid(name, expected)
        }
        numbers.append(number)
      }
      return try flat(numbers)
    case .array(let items) where !items.isEmpty:
      if items.allSatisfy({ $0.doubleValue != nil }) { return try flat(items.compactMap(\.doubleValue)) }
      return try items.map { item throws(APIError) in
        guard case .array(let inner) = item, !inner.isEmpty, inner.allSatisfy({ $0.doubleValue != nil }) else {
          throw EngineConformance.invalid(name, expected)
        }
        return inner.compactMap(\.doubleValue)
      }
    default:
      throw EngineConformance.invalid(name, expected)
    }
  }

  /// Pairs of numbers as points; each latitude within ±90 and longitude within ±180.
  private static func points(_ name: String, _ numbers: [Double]) throws(APIError) -> [GeoPoint] {
    try stride(from: 0, to: numbers.count, by: 2).map { i throws(APIError) in
      let lat = numbers[i]
      let lng = numbers[i + 1]
      guard (-90...90).contains(lat), (-180...180).contains(lng) else {
        throw EngineConformance.invalid(name, "latitudes within [-90, 90] and longitudes within [-180, 180], got \(JSONValue.numberText(lat)),\(JSONValue.numberText(lng))")
      }
      return GeoPoint(lat: lat, lng: lng)
    }
  }
}

extension GeoArea {
  /// The records with a `_geoloc` point in one of `areas`.
  static func records(inside areas: [GeoArea], of snapshot: IndexSnapshot) -> Bitset {
    var inside = Bitset(count: snapshot.recordCount)
    for doc in 0..<snapshot.recordCount {
      for i in snapshot.geoPoints(of: doc) {
        let point = GeoPoint(lat: snapshot.geoLatitudes[i], lng: snapshot.geoLongitudes[i])
        if areas.contains(where: { $0.contains(point) }) {
          inside.insert(doc)
          break
        }
      }
    }
    return inside
  }
}
