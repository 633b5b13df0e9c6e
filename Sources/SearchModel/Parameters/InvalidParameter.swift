/// A parameter whose value has the wrong type, reported in Algolia's words.
///
/// Public entry points turn it into ``APIError`` (status 400) with Algolia's message,
/// `Invalid value for "hitsPerPage" parameter, expected integer`, so the embedded engine, the
/// loopback server and the shell report bad parameters exactly as the hosted service does.
struct InvalidParameter: Error {
  var name: String
  var expected: String

  var message: String { "Invalid value for \"\(name)\" parameter, expected \(expected)" }

  var apiError: APIError { .badRequest(message) }
}
