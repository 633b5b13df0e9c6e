import Testing
import SearchModel
@testable import SearchEngine

@Suite("numericAttributesForFiltering: only the listed numeric attributes filter, equalOnly for = and !=")
struct NumericFilteringTests {
  static let records: [JSONValue] = [
    ["objectID": "cheap", "title": "lamp", "price": 10, "stock": 0, "rating": 3],
    ["objectID": "dear", "title": "lamp", "price": 90, "stock": 5, "rating": 5],
  ]

  func service(_ setting: JSONValue?) throws -> LocalSearchService {
    var settings = IndexSettings()
    if let setting { settings.extra["numericAttributesForFiltering"] = setting }
    return try TestIndex.service(Self.records, settings: settings)
  }

  func ids(_ service: LocalSearchService, _ filters: String) throws -> [String] {
    try service.ids("lamp") { $0.filters = filters }.sorted()
  }

  @Test("without the setting (or with an empty list) every numeric attribute filters")
  func everyAttribute() throws {
    for setting: JSONValue? in [nil, [], .null] {
      let service = try service(setting)
      #expect(try ids(service, "stock > 0") == ["dear"])
      #expect(try ids(service, "price < 50") == ["cheap"])
    }
  }

  @Test("an attribute left out of the list matches nothing, and != matches every record")
  func unlisted() throws {
    let service = try service(["price"])
    #expect(try ids(service, "price < 50") == ["cheap"])
    #expect(try ids(service, "stock > 0") == [])
    #expect(try ids(service, "stock:0 TO 10") == [])
    #expect(try ids(service, "stock != 5") == ["cheap", "dear"])
  }

  @Test("equalOnly(attr) filters with = and != only")
  func equalOnly() throws {
    let service = try service(["equalOnly(rating)", "price"])
    #expect(try ids(service, "rating = 5") == ["dear"])
    #expect(try ids(service, "rating != 5") == ["cheap"])
    #expect(try ids(service, "rating >= 4") == [])
    #expect(try ids(service, "rating:1 TO 5") == [])
  }

  @Test("a settings file whose value is not a list of strings is refused with Algolia's message")
  func badValue() throws {
    #expect(throws: APIError(message: "Invalid value for \"numericAttributesForFiltering\" parameter, expected array of strings", status: 400)) {
      try EngineConformance.check(settings: ["numericAttributesForFiltering": 5])
    }
  }
}
