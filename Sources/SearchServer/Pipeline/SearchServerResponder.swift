import Hummingbird
import SearchModel

/// The whole request pipeline: preflight, key check, routing, endpoint, error body, CORS, log.
///
/// It never throws: every failure, including the backend's, becomes an Algolia error response,
/// so a client always gets an answer (never a dropped connection) and gets it with CORS headers.
struct SearchServerResponder: HTTPResponder {
  typealias Context = BasicRequestContext

  let endpoints: Endpoints
  let keyCheck: APIKeyCheck
  let log: RequestLog

  func respond(to request: Request, context: Context) async throws -> Response {
    let clock = ContinuousClock()
    let start = clock.now
    let method = request.method.rawValue
    let path = request.uri.path
    let query = request.uri.query.flatMap { PercentDecoding.queryPairs($0) } ?? []
    var response = await answer(request, method: method, path: path, query: query)
    CORSPolicy.decorate(&response)
    log.record(method: method, path: path, query: query, status: response.status.code, elapsed: start.duration(to: clock.now))
    return response
  }

  private func answer(_ request: Request, method: String, path: String, query: [(name: String, value: String)]) async -> Response {
    if request.method == .options { return CORSPolicy.preflight(request) }
    if let raw = request.uri.query, PercentDecoding.queryPairs(raw) == nil {
      return JSONResponse.error(APIError.badRequest("Malformed query string"))
    }
    guard keyCheck.allows(request, query: query) else { return JSONResponse.error(ServerError.invalidCredentials) }
    do {
      let route = try AlgoliaRoute.resolve(method: method, path: path)
      return try await endpoints.respond(to: route, request: request, query: query)
    } catch let error as APIError {
      return JSONResponse.error(error)
    } catch let mismatch as AlgoliaRoute.Mismatch {
      switch mismatch {
      case .notFound: return JSONResponse.error(ServerError.notFound)
      case .methodNotAllowed(let allowed):
        // RFC 9110 requires a 405 to list the methods the path does answer (an empty list for
        // a write endpoint with no read counterpart here).
        var response = JSONResponse.error(ServerError.methodNotAllowed(method, allowed: allowed))
        response.headers[.allow] = allowed
        return response
      case .badEncoding: return JSONResponse.error(APIError.badRequest("Malformed percent-encoding in path"))
      }
    } catch {
      return JSONResponse.error(ServerError.internalError(error))
    }
  }
}
