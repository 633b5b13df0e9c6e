import Hummingbird
import SearchModel

extension Endpoints {
  /// `POST /1/indexes/{index}/query`: parameters as members and/or a `params` string.
  func search(index: String, body: JSONObject) async throws -> Response {
    let parameters = try ServerWire.parameters(from: body)
    return JSONResponse.make(try ServerWire.json(try await service.search(index: index, parameters: parameters)))
  }
}
