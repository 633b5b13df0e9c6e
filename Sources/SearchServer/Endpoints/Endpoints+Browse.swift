import Hummingbird
import SearchBackend
import SearchModel

extension Endpoints {
  /// `POST /1/indexes/{index}/browse`: parameters, or `{"cursor": ...}` to continue.
  ///
  /// The answer has the fields official clients' browse models require (`hits`, `nbHits`,
  /// `page`, `nbPages`, `hitsPerPage`, `processingTimeMS`, `query`, `params`) and `cursor`
  /// while more records remain.
  func browse(index: String, body: JSONObject) async throws -> Response {
    let clock = ContinuousClock()
    let start = clock.now
    var cursor: String?
    if let value = body["cursor"] {
      guard let text = value.stringValue else {
        throw APIError.badRequest("Invalid value for \"cursor\" parameter, expected string")
      }
      cursor = text
    }
    let parameters = try ServerWire.parameters(from: body, ignoring: ["cursor"])
    let page = try await service.browse(index: index, parameters: parameters, cursor: cursor)
    let elapsed = start.duration(to: clock.now).components
    var answer: JSONObject = [
      "hits": .array(page.hits.map { .object($0) }),
      "nbHits": .number(Double(page.nbHits)),
      "page": 0,
      "nbPages": 1,
      "hitsPerPage": .number(Double(min(max(parameters.hitsPerPage ?? 1000, 1), 1000))),
      "processingTimeMS": .number(Double(elapsed.seconds * 1000 + elapsed.attoseconds / 1_000_000_000_000_000)),
      "query": .string(parameters.query ?? ""),
      "params": .string(parameters.urlEncodedString),
    ]
    if let next = page.cursor { answer["cursor"] = .string(next) }
    return JSONResponse.make(.object(answer))
  }
}
