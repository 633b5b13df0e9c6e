import Testing
import SearchModel
@testable import SearchEngine

@Suite("Filters: filters string, facetFilters, numericFilters, tagFilters, all ANDed")
struct FilterTests {
  let service: LocalSearchService

  init() throws {
    service = try TestIndex.service(
      [
        ["objectID": "1", "name": "a", "brand": "Apple", "price": 999, "color": ["Red", "Blue"], "_tags": ["new"]],
        ["objectID": "2", "name": "b", "brand": "Samsung", "price": 499.5, "color": ["Blue"], "_tags": ["sale", "New"]],
        ["objectID": "3", "name": "c", "brand": "apple", "price": 10, "color": "Green", "_tags": ["sale"]],
        ["objectID": "4", "name": "d", "brand": "Sony", "inStock": true],
      ], settings: IndexSettings(attributesForFaceting: ["brand", "color", "filterOnly(inStock)"]))
  }

  private func ids(_ filters: String) throws -> [String] {
    try service.ids("") { $0.filters = filters }
  }

  @Test("facet values match case-insensitively; facet names must match exactly")
  func facet() throws {
    #expect(try ids("brand:APPLE") == ["1", "3"])
    #expect(try ids("brand:Apple OR brand:Sony") == ["1", "3", "4"])
    #expect(try ids("NOT brand:apple") == ["2", "4"])
  }

  @Test("an array attribute matches when any element matches")
  func arrays() throws {
    #expect(try ids("color:blue") == ["1", "2"])
    #expect(try ids("color:red AND color:blue") == ["1"])
  }

  @Test("numeric comparisons and ranges")
  func numeric() throws {
    #expect(try ids("price > 499.5") == ["1"])
    #expect(try ids("price >= 499.5") == ["1", "2"])
    #expect(try ids("price < 499.5") == ["3"])
    #expect(try ids("price <= 10") == ["3"])
    #expect(try ids("price = 10") == ["3"])
    #expect(try ids("price != 10") == ["1", "2", "4"])
    #expect(try ids("price:10 TO 499.5") == ["2", "3"])
    #expect(try ids("NOT price:10 TO 499.5") == ["1", "4"])
  }

  @Test("numeric comparisons matching most records, when every record has one number or some several")
  func broadNumeric() throws {
    // Every record has one price (the filter is then set as its complement); `sizes` has ten
    // numbers for ten records too, but two in record 1 and none in record 2.
    let records: [JSONValue] = (1...10).map { n -> JSONValue in
      let sizes: JSONValue = n == 1 ? [1, 2] : .number(Double(n))
      return n == 2
        ? ["objectID": .string("\(n)"), "price": .number(Double(n))]
        : ["objectID": .string("\(n)"), "price": .number(Double(n)), "sizes": sizes]
    }
    let service = try TestIndex.service(records)
    func ids(_ filters: String) throws -> [String] {
      try service.ids("") { $0.filters = filters }.sorted { Int($0)! < Int($1)! }
    }
    let all = (1...10).map(String.init)
    #expect(try ids("price < 9") == Array(all[0..<8]))
    #expect(try ids("price <= 9") == Array(all[0..<9]))
    #expect(try ids("price > 1") == Array(all[1...]))
    #expect(try ids("price >= 1") == all)
    #expect(try ids("price:2 TO 9") == Array(all[1..<9]))
    #expect(try ids("NOT price:2 TO 9") == ["1", "10"])
    #expect(try ids("price != 3") == all.filter { $0 != "3" })
    #expect(try ids("NOT price < 9") == ["9", "10"])
    #expect(try ids("sizes > 1") == ["1", "3", "4", "5", "6", "7", "8", "9", "10"])
    #expect(try ids("sizes < 9") == ["1", "3", "4", "5", "6", "7", "8"])
    #expect(try ids("sizes != 5") == all.filter { $0 != "5" })
  }

  @Test("booleans filter as facets")
  func booleans() throws {
    #expect(try ids("inStock:true") == ["4"])
  }

  @Test("tags are case-sensitive")
  func tags() throws {
    #expect(try ids("_tags:sale") == ["2", "3"])
    #expect(try ids("new") == ["1"])
    #expect(try service.ids("") { $0.tagFilters = .list([.anyOf(["new", "New"])]) } == ["1", "2"])
  }

  @Test("objectID filters")
  func objectID() throws {
    #expect(try ids("objectID:2 OR objectID:4") == ["2", "4"])
  }

  @Test("legacy facetFilters and numericFilters combine with filters by AND")
  func legacy() throws {
    let found = try service.ids("") {
      $0.filters = "price > 5"
      $0.facetFilters = .list([.anyOf(["brand:Apple", "brand:Samsung"]), .single("color:-Red")])
      $0.numericFilters = .list([.single("price<600")])
    }
    #expect(found == ["2", "3"])
  }

  @Test("a facet not in attributesForFaceting is refused with a 400")
  func undeclared() throws {
    let error = #expect(throws: APIError.self) { try ids("name:a") }
    #expect(error?.status == 400)
    #expect(error?.message.contains("attributesForFaceting") == true)
  }

  @Test("a malformed filter gives Algolia's message with its column")
  func syntax() throws {
    let error = #expect(throws: APIError.self) { try ids("brand:Apple and price > 3") }
    #expect(error?.message == "filters: Unexpected token string(and) expected end of filter at col 12")
    #expect(error?.status == 400)
  }
}
