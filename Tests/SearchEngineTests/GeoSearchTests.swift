import Testing
import SearchModel
@testable import SearchEngine

/// Geo search as Algolia documents it, on a few places around Paris and Lyon: areas, the radius
/// (given, `all`, automatic, with a minimum), precision buckets and what `_rankingInfo` says.
@Suite("Geo search: areas, radius, precision and ranking info")
struct GeoSearchTests {
  let service: LocalSearchService

  init() throws {
    service = try TestIndex.service([
      ["objectID": "louvre", "name": "museum", "_geoloc": ["lat": 48.8606, "lng": 2.3376]],
      ["objectID": "orsay", "name": "museum", "_geoloc": ["lat": 48.8600, "lng": 2.3266]],
      ["objectID": "versailles", "name": "museum", "_geoloc": ["lat": 48.8049, "lng": 2.1204]],
      ["objectID": "lyon", "name": "museum", "_geoloc": ["lat": 45.7670, "lng": 4.8340]],
      // Two locations: as near as the nearest one.
      ["objectID": "chain", "name": "museum", "_geoloc": [["lat": 45.7640, "lng": 4.8357], ["lat": 48.8530, "lng": 2.3499]]],
      ["objectID": "online", "name": "museum"],
    ])
  }

  private func search(_ extra: JSONObject) throws -> SearchResponse {
    var object = extra
    object["query"] = "museum"
    object["getRankingInfo"] = true
    return try service.run(SearchParameters(jsonObject: object))
  }

  private func ids(_ extra: JSONObject) throws -> [String] {
    TestIndex.ids(try search(extra))
  }

  private func error(_ extra: JSONObject) -> String? {
    do {
      _ = try search(extra)
      return nil
    } catch let error as APIError {
      return error.message
    } catch {
      return "\(error)"
    }
  }

  @Test("insideBoundingBox: records in any of the boxes, as a list of boxes or as one string of numbers")
  func boundingBoxes() throws {
    let paris: JSONValue = [48.90, 2.25, 48.80, 2.40]  // corners in either order
    #expect(try ids(["insideBoundingBox": [paris]]).sorted() == ["chain", "louvre", "orsay"])
    let lyon: JSONValue = [45.70, 4.90, 45.80, 4.80]
    #expect(try ids(["insideBoundingBox": [paris, lyon]]).sorted() == ["chain", "louvre", "lyon", "orsay"])
    #expect(try ids(["insideBoundingBox": "48.90,2.25,48.80,2.40,45.70,4.90,45.80,4.80"]).sorted() == ["chain", "louvre", "lyon", "orsay"])
    // Areas win over a point: aroundLatLng is ignored, as Algolia documents.
    #expect(try ids(["insideBoundingBox": [lyon], "aroundLatLng": "48.86,2.33", "aroundRadius": 1000]).sorted() == ["chain", "lyon"])
  }

  @Test("insidePolygon: records inside any polygon; a point on an edge is inside")
  func polygons() throws {
    // A triangle around the Louvre and Orsay, not reaching Versailles or the chain's Paris shop.
    let triangle: JSONValue = [48.87, 2.32, 48.87, 2.345, 48.85, 2.33]
    #expect(try ids(["insidePolygon": [triangle]]).sorted() == ["louvre", "orsay"])
    let square: JSONValue = [45.70, 4.80, 45.80, 4.80, 45.80, 4.90, 45.70, 4.90]
    #expect(try ids(["insidePolygon": [triangle, square]]).sorted() == ["chain", "louvre", "lyon", "orsay"])
    #expect(try ids(["insidePolygon": "48.87,2.32,48.87,2.345,48.85,2.33"]).sorted() == ["louvre", "orsay"])
    let edge: JSONValue = [48.8606, 2.30, 48.8606, 2.3376, 48.80, 2.30]  // the Louvre is a vertex
    #expect(try ids(["insidePolygon": [edge]]).contains("louvre"))
  }

  @Test("bad areas are 400s in Algolia's wording: too few points, a latitude out of range, not numbers")
  func badAreas() {
    #expect(error(["insidePolygon": [[48.0, 2.0, 49.0, 2.0]]])?.hasPrefix("Invalid value for \"insidePolygon\" parameter, expected a list of polygons of at least 3 points") == true)
    #expect(error(["insideBoundingBox": [[95.0, 2.0, 49.0, 3.0]]])?.contains("latitudes within [-90, 90]") == true)
    #expect(error(["insideBoundingBox": [[48.0, 2.0, 49.0]]])?.hasPrefix("Invalid value for \"insideBoundingBox\"") == true)
    #expect(error(["insideBoundingBox": "48,2,north,3"])?.hasPrefix("Invalid value for \"insideBoundingBox\"") == true)
    #expect(error(["aroundLatLng": "48.86,2.33", "minimumAroundRadius": 0]) == "Invalid value for \"minimumAroundRadius\" parameter, expected integer >= 1")
    #expect(error(["aroundLatLng": "48.86,2.33", "aroundPrecision": [["from": 0]]])?.hasPrefix("Invalid value for \"aroundPrecision\"") == true)
  }

  @Test("aroundRadius all: every geolocated record, nearest first; never a record without _geoloc")
  func radiusAll() throws {
    let found = try ids(["aroundLatLng": "48.8606,2.3376", "aroundRadius": "all"])
    #expect(found == ["louvre", "orsay", "chain", "versailles", "lyon"])
  }

  @Test("without aroundRadius the radius is automatic, reported in automaticRadius, and at least minimumAroundRadius")
  func automaticRadius() throws {
    // Fewer than 1,000 geolocated records: the radius takes them all in.
    let response = try search(["aroundLatLng": "48.8606,2.3376"])
    #expect(TestIndex.ids(response).count == 5)
    let radius = try #require(response.extra["automaticRadius"]?.stringValue.flatMap { Int($0) })
    #expect((390_000...400_000).contains(radius), "Louvre to Lyon is about 392 km, got \(radius)")
    let given = try search(["aroundLatLng": "48.8606,2.3376", "aroundRadius": 1000])
    #expect(given.extra["automaticRadius"] == nil)
    let minimum = try search(["aroundLatLng": "48.8606,2.3376", "minimumAroundRadius": 500_000])
    #expect(minimum.extra["automaticRadius"] == "500000")
  }

  @Test("the automatic radius holds the 1,000 nearest records where they are dense")
  func automaticRadiusDensity() throws {
    var records: [JSONValue] = []
    for i in 0..<1_200 {  // one every ~111 m going north from the centre
      records.append(.object(["objectID": .string("p\(i)"), "name": "cafe", "_geoloc": ["lat": .number(40.0 + Double(i) * 0.001), "lng": 3.0]]))
    }
    let dense = try TestIndex.service(records)
    let response = try dense.run(SearchParameters(jsonObject: ["query": "cafe", "aroundLatLng": "40.0,3.0", "hitsPerPage": 1]))
    #expect(response.nbHits == 1_000)
    let radius = try #require(response.extra["automaticRadius"]?.stringValue.flatMap { Int($0) })
    #expect((110_000...112_000).contains(radius), "999 steps of 0.001 degree, got \(radius)")
  }

  @Test("aroundPrecision ranges: fine buckets near the centre, coarse ones far; the geo criterion ranks by bucket")
  func precisionRanges() throws {
    let around: JSONObject = ["aroundLatLng": "48.8606,2.3376", "aroundRadius": "all"]
    // One 1,000 km bucket: every record ties on geo.
    var coarse = around
    coarse["aroundPrecision"] = 1_000_000
    let tied = try search(coarse).hits.compactMap { $0["_rankingInfo"]?["geoPrecision"]?.intValue }
    #expect(tied.allSatisfy { $0 == 1_000_000 })
    var ranges = around
    ranges["aroundPrecision"] = [["from": 0, "value": 10], ["from": 5_000, "value": 1_000_000]]
    let response = try search(ranges)
    let precisions = Dictionary(uniqueKeysWithValues: response.hits.map { ($0["objectID"]?.stringValue ?? "", $0["_rankingInfo"]?["geoPrecision"]?.intValue) })
    #expect(precisions["louvre"] == 10)
    #expect(precisions["orsay"] == 10)  // 800 m away
    #expect(precisions["versailles"] == 1_000_000)  // 16 km away
    #expect(precisions["lyon"] == 1_000_000)
    // Near ones are ordered by their 10 m buckets, before the far ones.
    #expect(Array(TestIndex.ids(response).prefix(3)) == ["louvre", "orsay", "chain"])
  }

  @Test("ranking info: geoDistance to the nearest location and matchedGeoLocation")
  func rankingInfo() throws {
    let response = try search(["aroundLatLng": "45.7640,4.8357", "aroundRadius": 1000])
    #expect(TestIndex.ids(response) == ["chain", "lyon"])
    let chain = try #require(response.hits.first?["_rankingInfo"])
    #expect(chain["geoDistance"] == 0)
    #expect(chain["geoPrecision"] == 10)
    #expect(chain["matchedGeoLocation"] == ["lat": 45.764, "lng": 4.8357, "distance": 0])
    let lyon = try #require(response.hits.last?["_rankingInfo"])
    #expect((300...400).contains(lyon["geoDistance"]?.intValue ?? 0))
  }
}
