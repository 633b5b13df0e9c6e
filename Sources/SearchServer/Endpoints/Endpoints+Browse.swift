import Hummingbird
import SearchModel

extension Endpoints {
  /// `POST /1/indexes/{index}/browse`: parameters, or `{"cursor": ...}` to continue.
  func browse(index: String, body: JSONObject) async throws -> Response {
    var cursor: String?
    if let value = body["cursor"] {
      guard let text = value.stringValue else {
        throw APIError.badRequest("Invalid value for \"cursor\" parameter, expected string")
      }
      cursor = text
    }
    let parameters = try ServerWire.parameters(from: body, ignoring: ["cursor"])
    return JSONResponse.make(ServerWire.json(try await service.browse(index: index, parameters: parameters, cursor: cursor)))
  }
}
