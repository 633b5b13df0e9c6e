import DemoData
import Testing
import SearchModel
@testable import SearchEngine

/// The engine's point (SearchModel has a wire type of that name).
private typealias Point = SearchEngine.GeoPoint

/// A search around a point compares haversine figures instead of distances and keeps the
/// automatic radius's record in a heap: the records inside and the radius must be exactly those
/// that measuring and sorting every distance gives, at the edge of the radius too.
@Suite("Geo radius: records inside and the automatic radius, as measured distances give them")
struct GeoRadiusTests {
  /// 2,500 records scattered around Paris (a tenth with two points, a tenth with none).
  static func snapshot() throws -> IndexSnapshot {
    var random = SplitMix64(seed: 17)
    func coordinate(_ center: Double, _ spread: Double) -> Double {
      center + (Double(random.next() % 2_000_001) / 1_000_000 - 1) * spread
    }
    let records: [JSONValue] = (0..<2_500).map { i in
      var object: JSONObject = ["objectID": .string("\(i)"), "name": "place"]
      let point: JSONValue = ["lat": .number(coordinate(48.85, 2)), "lng": .number(coordinate(2.35, 3))]
      switch i % 10 {
      case 0: break
      case 1: object["_geoloc"] = [point, ["lat": .number(coordinate(45.76, 1)), "lng": .number(coordinate(4.83, 1))]]
      default: object["_geoloc"] = point
      }
      return .object(object)
    }
    return try TestIndex.service(records).indexView("items").snapshot
  }

  /// The smallest distance of each record's points, measured one by one.
  fileprivate static func measured(_ center: Point, _ snapshot: IndexSnapshot) -> [Double?] {
    (0..<snapshot.recordCount).map { doc in
      snapshot.geoPoints(of: doc).map { i in
        center.distance(to: Point(lat: snapshot.geoLatitudes[i], lng: snapshot.geoLongitudes[i]))
      }.min()
    }
  }

  @Test("a radius keeps the records whose measured distance is within it, those exactly at it included")
  func recordsInside() throws {
    let snapshot = try Self.snapshot()
    let center = Point(lat: 48.8566, lng: 2.3522)
    let distances = Self.measured(center, snapshot)
    // Radii on records' exact distances, a hair either side of them, and round ones.
    let exact = distances.compactMap { $0 }.sorted()
    var radii = [1.0, 1_000, 50_000, 150_000, 20_015_087, 30_000_000]
    for k in [0, 1, 10, 500, exact.count / 2, exact.count - 1] {
      radii += [exact[k], exact[k].nextDown, exact[k].nextUp]
    }
    for radius in radii {
      var query = GeoQuery(center: center, radius: radius, precision: GeoPrecision(meters: 10))
      let inside = query.recordsInside(of: snapshot, minimum: nil)
      let expected = distances.indices.filter { distances[$0].map { $0 <= radius } ?? false }
      #expect((0..<snapshot.recordCount).filter { inside.contains($0) } == expected, "radius \(radius)")
    }
    var all = GeoQuery(center: center, radius: nil, precision: GeoPrecision(meters: 10))
    let everyLocated = all.recordsInside(of: snapshot, minimum: nil)
    #expect((0..<snapshot.recordCount).filter { everyLocated.contains($0) } == distances.indices.filter { distances[$0] != nil })
    // The ranking reads the distance kept: the measured one, to the bit.
    for doc in 0..<snapshot.recordCount {
      #expect(all.distance(of: doc, in: snapshot) == distances[doc], "record \(doc)")
    }
  }

  @Test("the automatic radius is the distance of the 1,000th nearest record, rounded up, or all of them when fewer")
  func automaticRadius() throws {
    let snapshot = try Self.snapshot()
    for center in [Point(lat: 48.8566, lng: 2.3522), Point(lat: 45.76, lng: 4.83), Point(lat: -33.86, lng: 151.21)] {
      let distances = Self.measured(center, snapshot)
      let sorted = distances.compactMap { $0 }.sorted()
      // A minimum beyond the 1,000th record's distance takes in records whose latitude put them
      // out of the heap's reach: they are measured then.
      for minimum in [nil, 1_000_000.0, 150_000] {
        var query = GeoQuery(center: center, radius: nil, precision: GeoPrecision(meters: 10))
        query.isRadiusAutomatic = true
        let inside = query.recordsInside(of: snapshot, minimum: minimum)
        let nth = sorted[min(sorted.count, GeoQuery.automaticRadiusRecords) - 1]
        let radius = max(1, nth.rounded(.up), minimum ?? 0)
        #expect(query.radius == radius, "around \(center), minimum \(String(describing: minimum))")
        let expected = distances.indices.filter { distances[$0].map { $0 <= radius } ?? false }
        #expect((0..<snapshot.recordCount).filter { inside.contains($0) } == expected, "around \(center)")
        for doc in expected { #expect(query.distance(of: doc, in: snapshot) == distances[doc], "record \(doc)") }
      }
    }
  }
}
