import Hummingbird
import SearchModel

extension Endpoints {
  /// `GET /1/indexes`: `{"items":[...],"nbPages":1}`, every index on one page.
  func listIndexes() async throws -> Response {
    let indexes = try await service.listIndexes()
    let items = try indexes.map { try ServerWire.listItem($0) }
    return JSONResponse.make(.object(["items": .array(items), "nbPages": 1]))
  }
}
