import Foundation
import SearchEngine
import SearchModel
import Testing

@testable import Shell

/// A first import without `--settings` has no faceted attributes: `facets` says why there are no
/// counts and how to get them, instead of "no values".
@Suite("facets on an index imported without settings")
struct FacetsWithoutSettingsTests {
  @MainActor
  private func run(_ script: String, settings: IndexSettings) async throws -> ShellRun {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plain-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let records: [JSONValue] = [
      ["objectID": "1", "name": "phone", "brand": "Apple"], ["objectID": "2", "name": "case", "brand": "Samsung"],
    ]
    _ = try IndexImporter(directory: directory, settings: settings).importRecords(records)
    return try await ShellRun.script(script, configure: { $0.indexDirectories = [directory]; $0.keepGoing = true })
  }

  @Test("an attribute not in attributesForFaceting: the error says so and shows the settings to import with")
  @MainActor
  func notDeclared() async throws {
    let run = try await self.run("facets brand\n", settings: IndexSettings())
    #expect(run.errors == #"test.is:1: facets: brand is not in attributesForFaceting, so it has no counts and cannot be refined; import the records again with --settings FILE declaring it ({"attributesForFaceting": ["brand"]})"# + "\n")
  }

  @Test("filterOnly(brand): it filters but has no counts; a declared attribute lists its values")
  @MainActor
  func filterOnly() async throws {
    let run = try await self.run("facets brand\n", settings: IndexSettings(attributesForFaceting: ["filterOnly(brand)"]))
    #expect(run.errors == "test.is:1: facets: brand is declared filterOnly(brand) in attributesForFaceting: it filters but has no counts\n")
    let declared = try await self.run("facets brand\n", settings: IndexSettings(attributesForFaceting: ["brand"]))
    #expect(declared.errors.isEmpty)
    #expect(declared.output.contains("Apple"))
  }
}
