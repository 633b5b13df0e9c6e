import Foundation
import SearchEngine
import SearchModel

/// A small index with every kind of data the engine stores (text, facets, numbers, booleans,
/// tags, geo points, nested objects), for the fuzz targets that open or build indexes: small
/// enough that writing and reopening it per input keeps the fuzzer at hundreds of runs a second.
public enum SampleIndex {
  /// The settings the sample is imported with: facets (one searchable), custom ranking, distinct.
  public static let settings = IndexSettings(
    searchableAttributes: ["title", "unordered(description)", "brand"],
    attributesForFaceting: ["searchable(brand)", "category", "price", "inStock", "_tags"],
    customRanking: ["desc(popularity)"],
    attributeForDistinct: "brand"
  )

  /// Thirty records mixing the shapes users import.
  public static let records: [JSONValue] = (0..<30).map { i in
    let brands = ["Apple", "Samsung", "Sony", "Nokia", "Philips"]
    let words = ["phone", "smart", "camera", "battery", "screen", "wireless", "charger", "é", "日本"]
    var record: JSONObject = [
      "objectID": .string("r\(i)"),
      "title": .string("\(words[i % words.count]) \(words[(i * 7) % words.count]) \(i)"),
      // `every` in all records but three in a row: its records are a bitmap block (`DocBlockCodec`).
      "description": .string(
        (Array(repeating: words[(i * 3) % words.count], count: i % 5 + 1) + ((10...12).contains(i) ? [] : ["every"]))
          .joined(separator: " ")),
      "brand": .string(brands[i % brands.count]),
      "category": .array([.string("c\(i % 3)"), .string("c\(i % 4)")]),
      "price": .number(Double(i) * 9.5),
      "popularity": .number(Double((i * 37) % 100)),
      "inStock": .bool(i % 2 == 0),
      "_tags": .array([.string("t\(i % 2)")]),
      "_geoloc": .object(["lat": .number(48.0 + Double(i) / 10), "lng": .number(2.0 + Double(i) / 10)]),
    ]
    if i % 4 == 0 { record["specs"] = .object(["weight": .number(Double(i)), "colors": .array([.string("red")])]) }
    return .object(record)
  }

  /// Imports the sample into `directory` (a folder named after the index) with `settings`, and
  /// the `synonyms` and `rules` given.
  @discardableResult
  public static func build(
    at directory: String, settings: IndexSettings = settings, synonyms: [Synonym] = [], rules: [Rule] = []
  ) throws -> ImportReport {
    try IndexImporter(directory: directory, settings: settings, synonyms: synonyms, rules: rules).importRecords(records)
  }

  /// Searches that reach every part of an index: text with typos and prefixes, facets, every
  /// filter kind, distinct, geo, highlighting, ranking info, paging, browse and get-object. Errors
  /// are expected for some settings or corrupt files; only crashes are findings.
  public static func exercise(_ service: LocalSearchService, index: String) {
    let searches: [SearchParameters] = [
      SearchParameters(),
      SearchParameters(query: "phne smart", facets: ["*"]),
      SearchParameters(query: "cam", filters: "price > 20 AND (brand:Sony OR _tags:t1) AND NOT inStock:false", facets: ["brand", "category"]),
      SearchParameters(query: "日本 é", numericFilters: .string("price:10 TO 200"), page: 1, hitsPerPage: 3),
      // One first letter as a prefix: read from its prefix list where the index has one.
      SearchParameters(query: "c", facets: ["brand"]),
      // A word in most records (a bitmap block) marked for the candidates of another.
      SearchParameters(query: "phone every", facets: ["brand"]),
    ]
    for var parameters in searches {
      _ = try? service.searchSync(index: index, parameters: parameters)
      parameters.getRankingInfo = true
      parameters.aroundLatLng = "48.5, 2.5"
      parameters.distinct = .bool(true)
      _ = try? service.searchSync(index: index, parameters: parameters)
    }
    _ = try? service.browsePage(index: index, parameters: SearchParameters(hitsPerPage: 1000))
    for i in [0, 7, 29] { _ = try? service.object(index: index, objectID: "r\(i)") }
  }
}
