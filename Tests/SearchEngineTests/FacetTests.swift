import DemoData
import Testing
import SearchModel
@testable import SearchEngine

@Suite("Facets: counts over all matches, ordering, stats, search for facet values")
struct FacetTests {
  static let colors = ["Red", "Blue", "Green", "Black", "White"]
  static let records: [JSONValue] = (0..<200).map(record)

  static func record(_ i: Int) -> JSONValue {
    var object: JSONObject = [:]
    object["objectID"] = .string("\(i)")
    object["title"] = .string(i % 3 == 0 ? "running shoe" : "walking boot")
    object["color"] = .string(colors[(i * 7) % 5])
    let sizes: [JSONValue] = [.number(Double(36 + i % 4)), .number(Double(40 + i % 3))]
    object["sizes"] = .array(sizes)
    object["price"] = .number(Double(i % 50) + 0.5)
    return .object(object)
  }
  let service: LocalSearchService

  init() throws {
    service = try TestIndex.service(
      Self.records, settings: IndexSettings(attributesForFaceting: ["searchable(color)", "sizes", "price", "filterOnly(title)"]))
  }

  @Test("several facets counted together agree with a direct count, whether a third, two thirds or all records match")
  func countsOnEverySide() throws {
    // "shoe" counts its matches, "boot" (two thirds) subtracts the others from the stored totals,
    // the empty query reads the totals alone.
    for (query, title) in [("shoe", "running shoe"), ("boot", "walking boot"), ("", nil)] {
      let response = try service.run(SearchParameters(query: query, facets: ["sizes", "color"], hitsPerPage: 1))
      var colors: [String: Int] = [:]
      var sizes: [String: Int] = [:]
      for record in Self.records where title == nil || record["title"]?.stringValue == title {
        colors[record["color"]!.stringValue!, default: 0] += 1
        for size in record["sizes"]!.arrayValue! { sizes[JSONValue.numberText(size.doubleValue!), default: 0] += 1 }
      }
      #expect(Dictionary(uniqueKeysWithValues: (response.facets?["color"] ?? [:]).map { ($0.key, $0.value) }) == colors, "\(query)")
      #expect(Dictionary(uniqueKeysWithValues: (response.facets?["sizes"] ?? [:]).map { ($0.key, $0.value) }) == sizes, "\(query)")
      #expect(response.exhaustiveFacetsCount == true)
    }
  }

  @Test("when most records match, those before the first match, between matches and after the last are all left out")
  func countsFromTotalsLeaveOutEveryGap() throws {
    // 12,000 records, "boot" in most of them but not in the first 10, not in every third and not
    // in the last 2,000: the others are more than a chunk of the counting loop (4,096).
    let records: [JSONValue] = (0..<12000).map { i in
      let boot = i >= 10 && i % 3 != 0 && i < 10000
      return .object([
        "objectID": .string("\(i)"), "title": .string(boot ? "walking boot" : "running shoe"),
        "color": .string(Self.colors[i % 5]), "sizes": .array([.number(Double(36 + i % 4)), .number(Double(40 + i % 3))]),
      ])
    }
    let service = try TestIndex.service(records, settings: IndexSettings(attributesForFaceting: ["color", "sizes"]))
    let response = try service.run(SearchParameters(query: "boot", facets: ["sizes", "color"], hitsPerPage: 1))
    var colors: [String: Int] = [:]
    var sizes: [String: Int] = [:]
    for record in records where record["title"]?.stringValue == "walking boot" {
      colors[record["color"]!.stringValue!, default: 0] += 1
      for size in record["sizes"]!.arrayValue! { sizes[JSONValue.numberText(size.doubleValue!), default: 0] += 1 }
    }
    #expect(response.nbHits ?? 0 > 6000)
    #expect(Dictionary(uniqueKeysWithValues: (response.facets?["color"] ?? [:]).map { ($0.key, $0.value) }) == colors)
    #expect(Dictionary(uniqueKeysWithValues: (response.facets?["sizes"] ?? [:]).map { ($0.key, $0.value) }) == sizes)
  }

  @Test("a facet some records lack is counted right on every side, with one narrow code a record and no offsets")
  func sparseSingleValuedFacet() throws {
    // 600 brands (two-byte codes) on two records in three; the others have none.
    let records: [JSONValue] = (0..<1800).map { i in
      var object: JSONObject = ["objectID": .string("\(i)"), "title": .string(i % 3 == 0 ? "running shoe" : "walking boot")]
      if i % 3 != 1 { object["brand"] = .string("brand \(i % 600)") }
      return .object(object)
    }
    let directory = TestIndex.temporaryDirectory() + "/items"
    _ = try IndexImporter(directory: directory, settings: IndexSettings(attributesForFaceting: ["brand"])).importRecords(records)
    let snapshot = try IndexDirectory.open(directory)
    let column = try #require(snapshot.facets["brand"])
    #expect(column.isSingleValued && column.docCodes.width == 2)
    withExtendedLifetime(snapshot) {}
    let service = try LocalSearchService(paths: [directory])
    for (query, title) in [("shoe", "running shoe"), ("boot", "walking boot"), ("", nil)] {
      let response = try service.run(SearchParameters(query: query, facets: ["brand"], maxValuesPerFacet: 1000, hitsPerPage: 1))
      var brands: [String: Int] = [:]
      for record in records where title == nil || record["title"]?.stringValue == title {
        if let brand = record["brand"]?.stringValue { brands[brand, default: 0] += 1 }
      }
      #expect(Dictionary(uniqueKeysWithValues: (response.facets?["brand"] ?? [:]).map { ($0.key, $0.value) }) == brands, "\(query)")
    }
  }

  @Test("counts cover every matching record, not only the page, and match a direct count")
  func counts() throws {
    let response = try service.run(SearchParameters(query: "shoe", facets: ["color", "sizes"], hitsPerPage: 5))
    var expected: [String: Int] = [:]
    var sizes: [String: Int] = [:]
    for record in Self.records where record["title"]?.stringValue == "running shoe" {
      expected[record["color"]!.stringValue!, default: 0] += 1
      for size in record["sizes"]!.arrayValue! { sizes[JSONValue.numberText(size.doubleValue!), default: 0] += 1 }
    }
    #expect(response.nbHits == 67)
    #expect(response.hits.count == 5)
    #expect(Dictionary(uniqueKeysWithValues: (response.facets?["color"] ?? [:]).map { ($0.key, $0.value) }) == expected)
    #expect(Dictionary(uniqueKeysWithValues: (response.facets?["sizes"] ?? [:]).map { ($0.key, $0.value) }) == sizes)
  }

  @Test("values sort by count then value; maxValuesPerFacet truncates")
  func ordering() throws {
    let response = try service.run(SearchParameters(facets: ["sizes"], maxValuesPerFacet: 3))
    let values = try #require(response.facets?["sizes"])
    #expect(values.count == 3)
    let counts = Array(values.values)
    #expect(counts == counts.sorted(by: >))
    let alpha = try service.run(SearchParameters(facets: ["color"], sortFacetValuesBy: "alpha"))
    #expect(Array(alpha.facets?["color"]?.keys ?? []) == ["Black", "Blue", "Green", "Red", "White"])
  }

  @Test("facets * means every countable facet; filterOnly ones are never counted")
  func star() throws {
    let response = try service.run(SearchParameters(facets: ["*"]))
    #expect(Array(response.facets?.keys ?? []) == ["color", "sizes", "price"])
  }

  @Test("a requested facet outside attributesForFaceting is left out, not an error (as Algolia)")
  func undeclaredFacetIgnored() throws {
    let response = try service.run(SearchParameters(query: "shoe", facets: ["color", "title", "nowhere"]))
    #expect(response.nbHits == 67)
    #expect(response.facets?.keys.sorted() == ["color"])  // title is filterOnly, nowhere is undeclared
  }

  @Test("facets_stats for numeric facets over all matches")
  func stats() throws {
    let response = try service.run(SearchParameters(filters: "color:Red", facets: ["price", "color"]))
    let prices = Self.records.filter { $0["color"]?.stringValue == "Red" }.compactMap { $0["price"]?.doubleValue }
    let stats = try #require(response.facetsStats?["price"])
    #expect(stats.min == prices.min())
    #expect(stats.max == prices.max())
    #expect(stats.sum == prices.reduce(0, +))
    #expect(abs(stats.avg - prices.reduce(0, +) / Double(prices.count)) < 1e-9)
    #expect(response.facetsStats?["color"] == nil)
  }

  @Test("facets_stats read from the facet counts equal those read record by record, and a facet that is not its numbers is read record by record")
  func statsFromCounts() throws {
    var generator = SplitMix64(seed: 3)
    let records: [JSONValue] = (0..<3000).map { i in
      var object: JSONObject = ["objectID": .string("\(i)"), "title": .string(i % 3 == 0 ? "red shoe" : "blue shoe")]
      // Cents (sums that floating point rounds), some records without, several values per record, booleans.
      let price = Double(generator.next() % 10_000) / 100
      if i % 11 != 0 { object["price"] = .number(price) }
      object["sizes"] = .array((0..<Int(generator.next() % 3)).map { k in .number(Double(36 + k * 10 + Int(generator.next() % 10))) })
      object["sale"] = .bool(generator.next() % 4 == 0)
      // A number written as a string is a facet value but not a number: the facet disagrees.
      object["weight"] = i == 7 ? .string("12") : .number(Double(generator.next() % 50))
      return .object(object)
    }
    let directory = TestIndex.temporaryDirectory() + "/items"
    let settings = IndexSettings(attributesForFaceting: ["price", "sizes", "sale", "weight"])
    _ = try IndexImporter(directory: directory, settings: settings).importRecords(records)
    let service = try LocalSearchService(paths: [directory])
    // Which facets' stats come from the counts: those whose values are the records' numbers.
    let snapshot = try IndexSnapshot(name: "items", directory: IndexDirectory.liveGeneration(of: directory))
    for attribute in ["price", "sizes", "sale", "weight"] {
      let agrees = try #require(snapshot.facets[attribute]).numbers(agreeingWith: try #require(snapshot.numerics[attribute])) != nil
      #expect(agrees == (attribute != "weight"), "\(attribute)")
    }
    for query in ["", "red", "shoe"] {
      let response = try service.run(SearchParameters(query: query, facets: ["price", "sizes", "sale", "weight"]))
      let matched = records.filter { query.isEmpty || ($0["title"]?.stringValue ?? "").contains(query) }
      for attribute in ["price", "sizes", "sale", "weight"] {
        let values = matched.flatMap { record -> [Double] in
          switch record[attribute] {
          case .number(let number)?: return [number]
          case .bool(let flag)?: return [flag ? 1 : 0]
          case .array(let items)?: return items.compactMap(\.doubleValue)
          default: return []
          }
        }
        let stats = try #require(response.facetsStats?[attribute], "\(attribute) for '\(query)'")
        let sum = values.reduce(0, +)
        #expect(stats.min == values.min() && stats.max == values.max(), "\(attribute) for '\(query)'")
        #expect(abs(stats.sum - sum) <= 1e-9 * max(1, abs(sum)), "\(attribute) for '\(query)'")
        #expect(abs(stats.avg - sum / Double(values.count)) <= 1e-9 * max(1, abs(sum)), "\(attribute) for '\(query)'")
      }
    }
  }

  @Test("search for facet values needs searchable(); counts follow the query")
  func facetValues() async throws {
    let response = try await service.searchForFacetValues(
      FacetSearchRequest(indexName: "items", facetName: "color", facetQuery: "bl", parameters: SearchParameters(query: "shoe")))
    let expectedBlack = Self.records.filter {
      $0["title"]?.stringValue == "running shoe" && $0["color"]?.stringValue == "Black"
    }.count
    #expect(response.facetHits.map(\.value).sorted() == ["Black", "Blue"])
    #expect(response.facetHits.first { $0.value == "Black" }?.count == expectedBlack)
    #expect(response.facetHits.first?.highlighted.hasPrefix("<em>Bl</em>") == true)
    await #expect(throws: APIError.self) {
      _ = try await service.searchForFacetValues(FacetSearchRequest(indexName: "items", facetName: "sizes", facetQuery: "3"))
    }
    do {
      _ = try await service.searchForFacetValues(FacetSearchRequest(indexName: "items", facetName: "sizes", facetQuery: "3"))
    } catch let error as APIError {
      #expect(error.message == "Cannot search in `sizes` attribute, you need to add `searchable(sizes)` to attributesForFaceting.")
    }
  }
}
