import Hummingbird
import SearchModel

extension Endpoints {
  /// `GET /1/indexes`: `{"items":[...],"nbPages":1}`, every index on one page.
  func listIndexes() async throws -> Response {
    let indexes = try await service.listIndexes()
    return JSONResponse.make(.object(["items": .array(indexes.map(ServerWire.json)), "nbPages": .number(1)]))
  }
}
