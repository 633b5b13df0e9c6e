import AlgoliaClient
import Foundation
import SearchEngine
import SearchModel
import TestSupport

/// Imports `records` with `rules` and `synonyms` as index `name` of a fresh temporary folder,
/// serves it from the embedded engine, and runs `body` with a client of that server; the folder
/// is removed after. How the endpoint specs put an engine index behind HTTP.
func withServedIndex<Result: Sendable>(
  _ name: String, records: [JSONValue], rules: [Rule] = [], synonyms: [Synonym] = [],
  isolation: isolated (any Actor)? = #isolation,
  _ body: (AlgoliaClient) async throws -> Result
) async throws -> Result {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("http-\(name)-\(UUID().uuidString)").path
  defer { try? FileManager.default.removeItem(atPath: root) }
  _ = try IndexImporter(directory: root + "/" + name, synonyms: synonyms, rules: rules).importRecords(records)
  let engine = try LocalSearchService(paths: [root + "/" + name])
  return try await withServer(engine) { server in try await body(makeClient(hosts: [server.baseURL])) }
}
