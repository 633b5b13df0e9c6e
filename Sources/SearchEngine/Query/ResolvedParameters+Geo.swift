import SearchModel

extension ResolvedParameters {
  /// The geo parameters of a search, read and checked.
  ///
  /// `insideBoundingBox` or `insidePolygon` give areas (both may be given: a record in any of
  /// them matches) and then `aroundLatLng` is ignored, as Algolia documents. Otherwise
  /// `aroundLatLng` makes a search around a point: `aroundRadius` in metres, `"all"` for no
  /// limit, or, when absent, an automatic radius of at least `minimumAroundRadius`;
  /// `aroundPrecision` as one bucket size or a list of ranges.
  static func geo(_ p: SearchParameters) throws(APIError) -> (around: GeoQuery?, areas: [GeoArea], minimumRadius: Double?) {
    var areas: [GeoArea] = []
    if let boxes = p.extra["insideBoundingBox"], boxes != .null { areas += try GeoArea.boxes(boxes) }
    if let polygons = p.extra["insidePolygon"], polygons != .null { areas += try GeoArea.polygons(polygons) }
    var minimum: Double?
    if let value = p.extra["minimumAroundRadius"], value != .null {
      guard let meters = EngineConformance.integer(value), meters >= 1 else {
        throw EngineConformance.invalid("minimumAroundRadius", "integer >= 1")
      }
      minimum = Double(meters)
    }
    var precision = GeoPrecision(meters: p.aroundPrecision ?? 10)
    if let ranges = p.extra["aroundPrecision"], ranges != .null { precision = try GeoPrecision(ranges: ranges) }
    guard areas.isEmpty, let around = p.aroundLatLng, !around.isEmpty else { return (nil, areas, minimum) }
    guard let center = GeoPoint(parsing: around) else {
      throw .badRequest("Invalid value for \"aroundLatLng\" parameter, expected \"lat,lng\"")
    }
    var query = GeoQuery(center: center, radius: nil, precision: precision)
    switch p.aroundRadius {
    case .meters(let meters)?:
      guard meters >= 1 else { throw .badRequest("Invalid value for \"aroundRadius\" parameter, expected integer >= 1") }
      query.radius = Double(meters)
    case .all?: break
    case nil: query.isRadiusAutomatic = true
    }
    return (query, areas, minimum)
  }
}
