import Hummingbird
import SearchBackend
import SearchModel

/// Answers each Algolia route from the backend. One extension per endpoint.
///
/// Handlers run in the connection's task on Swift's cooperative pool, not on a NIO event loop,
/// so a slow search never stalls other connections' I/O; the backend is `Sendable` and
/// requests proceed in parallel.
struct Endpoints: Sendable {
  /// The backend.
  let service: any ServableSearchService
  /// Reads JSON bodies with the configured limit.
  let bodyReader: RequestBodyReader

  /// The response for `route`; errors are thrown as `APIError`s or backend errors.
  func respond(to route: AlgoliaRoute, request: Request, query: [(name: String, value: String)]) async throws -> Response {
    let body: JSONObject = route.takesBody ? try await bodyReader.object(of: request) : [:]
    switch route {
    case .search(let index):
      return try await search(index: index, body: body)
    case .multiSearch:
      return try await multiSearch(body: body)
    case .facetSearch(let index, let facet):
      return try await facetSearch(index: index, facet: facet, body: body)
    case .settings(let index):
      return JSONResponse.make(try ServerWire.json(try await service.settings(index: index)))
    case .listIndexes:
      return try await listIndexes()
    case .object(let index, let objectID):
      return try await object(index: index, objectID: objectID, query: query)
    case .objects:
      return try await objects(body: body)
    case .browse(let index):
      return try await browse(index: index, body: body)
    case .synonymSearch(let index):
      return try await synonymSearch(index: index, body: body)
    case .synonym(let index, let objectID):
      return JSONResponse.make(.object(try await service.synonym(index: index, objectID: objectID).json))
    case .ruleSearch(let index):
      return try await ruleSearch(index: index, body: body)
    case .rule(let index, let objectID):
      return JSONResponse.make(.object(try await service.rule(index: index, objectID: objectID).json))
    }
  }
}
