import Foundation
import Testing
import SearchModel
@testable import SearchEngine

/// `../shared/datasets` relative to the package root, when present.
private let datasets: String = {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  return root.deletingLastPathComponent().path + "/shared/datasets"
}()
private let ecommerce = datasets + "/algolia-bestbuy-cellphones/ecommerce.json"

@Suite("Real dataset (skipped when ../shared/datasets is absent)")
struct DatasetTests {
  @Test("Best Buy cell phones: import, typo search, facet counts against the data",
    .enabled(if: FileManager.default.fileExists(atPath: ecommerce)))
  func bestBuy() throws {
    let directory = TestIndex.temporaryDirectory() + "/bestbuy"
    let settings = IndexSettings(
      searchableAttributes: ["name", "brand", "categories", "unordered(description)"],
      attributesForFaceting: ["searchable(brand)", "categories", "price"], customRanking: ["desc(popularity)"])
    let report = try IndexImporter(directory: directory, settings: settings).importFiles([ecommerce])
    #expect(report.imported == 3291)
    let service = try LocalSearchService(paths: [directory])
    let response = try service.run("bestbuy", SearchParameters(query: "samsng galaxy", facets: ["brand"]))
    #expect((response.nbHits ?? 0) > 0)
    #expect(response.hits.first?["name"]?.stringValue?.contains("Samsung") == true)
    let all = try service.run("bestbuy", SearchParameters(facets: ["brand"], maxValuesPerFacet: 1000))
    let data = try Data(contentsOf: URL(fileURLWithPath: ecommerce))
    let records = try JSONValue(parsing: Array(data)).arrayValue ?? []
    var brands: [String: Int] = [:]
    for record in records { if let brand = record["brand"]?.stringValue { brands[brand, default: 0] += 1 } }
    #expect(Dictionary(uniqueKeysWithValues: (all.facets?["brand"] ?? [:]).map { ($0.key, $0.value) }) == brands)
  }
}
