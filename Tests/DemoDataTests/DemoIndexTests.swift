import Foundation
import SearchEngine
import SearchModel
import Testing

@testable import DemoData

@Suite("Demo index")
struct DemoIndexTests {
  private func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "demo-index-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test("builds a searchable index from the generator, with the price replicas")
  func buildsIndex() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = try DemoIndex.build(at: folder + "/products", count: 1_000)
    #expect(report.imported == 1_000)
    #expect(report.skipped == 0)

    let service = try LocalSearchService(paths: [folder + "/products"])
    let names = try await service.listIndexes().map(\.name).sorted()
    #expect(names == ["products", "products_price_asc", "products_price_desc"])
    let all = try service.searchSync(index: "products", parameters: SearchParameters(query: ""))
    #expect(all.nbHits == 1_000)
  }

  @Test("the demo's facets and replicas work on the built index")
  func facetsAndReplicas() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try DemoIndex.build(at: folder + "/products", count: 2_000)
    let service = try LocalSearchService(paths: [folder + "/products"])

    // Facet counts agree with the generator's own records.
    let records = DemoCatalog.records(count: 2_000)
    var expected: [String: Int] = [:]
    for record in records { if case .string(let category) = record["category"] { expected[category, default: 0] += 1 } }
    let response = try service.searchSync(
      index: "products", parameters: SearchParameters(query: "", facets: ["category"], maxValuesPerFacet: 20))
    let counted = try #require(response.facets?["category"])
    #expect(Dictionary(uniqueKeysWithValues: counted.map { ($0.key, $0.value) }) == expected)

    // The ascending replica lists the cheapest product first.
    let cheapest = records.compactMap { record -> Double? in
      if case .number(let price) = record["price"] { return price }
      return nil
    }.min()
    let sorted = try service.searchSync(index: "products_price_asc", parameters: SearchParameters(query: "", hitsPerPage: 1))
    #expect(sorted.hits.first?["price"] == cheapest.map(JSONValue.number))
  }
}
