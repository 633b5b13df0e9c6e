import Foundation
import SearchModel
import Testing

@testable import SearchEngine

@Suite("Demo index")
struct DemoIndexTests {
  private func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "demo-index-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test("builds the main index from the generator, without replicas by default")
  func mainIndexOnly() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let reports = try DemoIndex.build(at: folder + "/products", count: 1_000)
    #expect(reports.count == 1)
    #expect(reports[0].imported == 1_000)
    #expect(reports[0].skipped == 0)
    let entries = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(entries == ["products"])
  }

  @Test("with replicas, builds one sibling index per replica, named after it")
  func replicas() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let reports = try DemoIndex.build(at: folder + "/products", count: 1_000, withReplicas: true)
    #expect(reports.map(\.imported) == [1_000, 1_000, 1_000])
    let entries = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(entries == ["products", "products_price_asc", "products_price_desc"])
  }
}
