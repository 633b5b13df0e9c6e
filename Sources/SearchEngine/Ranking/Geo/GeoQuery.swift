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

  /// The smallest distance from the centre to one of `doc`'s `_geoloc` points, if it has any.
  func distance(of doc: Int, in snapshot: IndexSnapshot) -> Double? {
    nearest(of: doc, in: snapshot)?.distance
  }

  /// The records within the radius (every geolocated record with `"all"`; records without a
  /// `_geoloc` never match a search around a point), and the radius used. Without `aroundRadius`, the radius is
  /// the distance of the `automaticRadiusRecords`-th nearest geolocated record of the index (all
  /// of them when fewer), and at least `minimum` metres: small where records are dense, large
  /// where they are sparse, as Algolia describes its automatic radius (it does not publish its
  /// formula; this one is the engine's).
  mutating func recordsInside(of snapshot: IndexSnapshot, minimum: Double?) -> Bitset {
    var distances = [Double](repeating: .infinity, count: snapshot.recordCount)
    for doc in 0..<snapshot.recordCount {
      if let distance = distance(of: doc, in: snapshot) { distances[doc] = distance }
    }
    if isRadiusAutomatic {
      var located = distances.filter(\.isFinite)
      located.sort()
      let nth = located.isEmpty ? 0 : located[min(located.count, Self.automaticRadiusRecords) - 1]
      radius = max(1, nth.rounded(.up), minimum ?? 0)
    }
    let limit = radius ?? .infinity
    var inside = Bitset(count: snapshot.recordCount)
    for doc in 0..<snapshot.recordCount where distances[doc] <= limit && distances[doc].isFinite { inside.insert(doc) }
    return inside
  }
}
