import Foundation
import HeapModule

/// The geo part of a search around a point: the centre, the radius and the distance buckets.
struct GeoQuery: Sendable {
  var center: GeoPoint
  /// How far records may be, in metres; nil for no limit (`aroundRadius: "all"`: every record
  /// with a `_geoloc`, as Algolia documents it).
  var radius: Double?
  /// Whether the radius was computed from the density of records around the centre (no
  /// `aroundRadius` given): the response then says it in `automaticRadius`.
  var isRadiusAutomatic = false
  /// `aroundPrecision`: distances in the same bucket rank equal.
  var precision: GeoPrecision

  /// Each record's `GeoPoint.haversine` figure to its nearest point (`.infinity` without any,
  /// NaN when `recordsInside` did not need to measure it), kept for the ranking's geo criterion, which then computes no sine or
  /// cosine again for the million candidates of a broad search around a point.
  private(set) var haversines: [Double] = []

  /// How many of the nearest geolocated records the automatic radius takes in.
  static let automaticRadiusRecords = 1_000

  /// The nearest of `doc`'s `_geoloc` points and its distance from the centre, if it has any
  /// (a record with several locations is as near as its nearest one).
  func nearest(of doc: Int, in snapshot: IndexSnapshot) -> (point: GeoPoint, distance: Double)? {
    let points = snapshot.geoPoints(of: doc)
    guard !points.isEmpty else { return nil }
    var best: (point: GeoPoint, distance: Double)?
    for i in points {
      let point = GeoPoint(lat: snapshot.geoLatitudes[i], lng: snapshot.geoLongitudes[i])
      let distance = center.distance(to: point)
      if best.map({ distance < $0.distance }) ?? true { best = (point, distance) }
    }
    return best
  }

  /// The smallest distance from the centre to one of `doc`'s `_geoloc` points, if it has any:
  /// from the figure `recordsInside` kept, else measured.
  func distance(of doc: Int, in snapshot: IndexSnapshot) -> Double? {
    guard doc < haversines.count, !haversines[doc].isNaN else { return nearest(of: doc, in: snapshot)?.distance }
    let figure = haversines[doc]
    return figure.isFinite ? GeoPoint.distance(haversine: figure) : nil
  }

  /// The `GeoPoint.haversine` figure of `doc`'s nearest point (`.infinity` without any): the
  /// least of its points' figures, the one whose distance `nearest` gives.
  private func haversine(of doc: Int, in snapshot: IndexSnapshot, cosLatitude: Double) -> Double {
    var best = Double.infinity
    for i in snapshot.geoPoints(of: doc) {
      let point = GeoPoint(lat: snapshot.geoLatitudes[i], lng: snapshot.geoLongitudes[i])
      best = min(best, center.haversine(to: point, cosLatitude: cosLatitude))
    }
    return best
  }

  /// The records within the radius (every geolocated record with `"all"`; records without a
  /// `_geoloc` never match a search around a point), and the radius used. Without `aroundRadius`, the radius is
  /// the distance of the `automaticRadiusRecords`-th nearest geolocated record of the index (all
  /// of them when fewer), and at least `minimum` metres: small where records are dense, large
  /// where they are sparse, as Algolia describes its automatic radius (it does not publish its
  /// formula; this one is the engine's).
  ///
  /// Distances are compared through their haversine figures (`GeoPoint.haversine`), which grow
  /// with them: a record is measured with one sine and cosine pass and no arc sine, and only a
  /// figure within a hair of the radius's is turned into the distance the rule compares. The
  /// automatic radius's record is the `automaticRadiusRecords`-th smallest figure, kept in a heap
  /// of that many rather than by sorting every record's distance. A record whose latitude alone
  /// puts it beyond the radius (or, for the automatic one, beyond the heap's farthest, once full)
  /// is not measured at all: the angle between two points is at least their latitudes' difference.
  mutating func recordsInside(of snapshot: IndexSnapshot, minimum: Double?) -> Bitset {
    let count = snapshot.recordCount
    let cosLatitude = center.cosLatitude
    // Per record, its nearest point's figure: `.infinity` without a point, NaN when not measured
    // (its latitude put it out of reach: measured later if the final radius reaches it).
    var figures = [Double](repeating: .infinity, count: count)
    @inline(__always) func measure(_ doc: Int, unlessBeyond bound: Double) {
      let gap = latitudeGap(of: doc, in: snapshot)
      figures[doc] = gap > bound ? (gap.isFinite ? .nan : .infinity) : haversine(of: doc, in: snapshot, cosLatitude: cosLatitude)
    }
    if isRadiusAutomatic {
      // The k smallest figures, the largest kept on top: its distance is the k-th smallest one.
      var nearest = Heap<Double>()
      var bound = Double.infinity
      for doc in 0..<count {
        measure(doc, unlessBeyond: bound)
        let figure = figures[doc]
        guard figure.isFinite else { continue }
        if nearest.count < Self.automaticRadiusRecords {
          nearest.insert(figure)
        } else if figure < nearest.max! {
          nearest.replaceMax(with: figure)
        } else {
          continue
        }
        if nearest.count == Self.automaticRadiusRecords { bound = Self.reach(GeoPoint.distance(haversine: nearest.max!)) }
      }
      let nth = nearest.max.map(GeoPoint.distance(haversine:)) ?? 0
      radius = max(1, nth.rounded(.up), minimum ?? 0)
    } else {
      let bound = radius.map(Self.reach) ?? .infinity
      for doc in 0..<count { measure(doc, unlessBeyond: bound) }
    }
    var inside = Bitset(count: count)
    if let limit = radius {
      // Figures clearly below or above the radius's decide alone; those within a relative 1e-9
      // of it (far more than the rounding of either side) are measured as `distance` does.
      let angle = limit / (2 * 6_371_000.0)
      let edge = angle >= .pi / 2 ? 1.0 : sin(angle) * sin(angle)
      let (low, high) = (edge * (1 - 1e-9), edge * (1 + 1e-9))
      let bound = Self.reach(limit)
      for doc in 0..<count {
        if figures[doc].isNaN { measure(doc, unlessBeyond: bound) }
        let figure = figures[doc]
        if figure <= low || (figure <= high && GeoPoint.distance(haversine: figure) <= limit) { inside.insert(doc) }
      }
    } else {
      for doc in 0..<count where figures[doc].isFinite { inside.insert(doc) }
    }
    haversines = figures
    return inside
  }

  /// The latitude difference, in radians, beyond which a point is farther than `distance` metres
  /// (the central angle is at least the latitude difference), with room for rounding.
  private static func reach(_ distance: Double) -> Double {
    distance / 6_371_000.0 * (1 + 1e-6) + 1e-12
  }

  /// The smallest latitude difference, in radians, between the centre and `doc`'s points
  /// (`.infinity` without any).
  private func latitudeGap(of doc: Int, in snapshot: IndexSnapshot) -> Double {
    var gap = Double.infinity
    for i in snapshot.geoPoints(of: doc) { gap = min(gap, abs(snapshot.geoLatitudes[i] - center.lat) * .pi / 180) }
    return gap
  }
}
