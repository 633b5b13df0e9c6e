extension APIError {
  /// The error an HTTP error response stands for, whatever its body.
  ///
  /// Algolia (and proxies in front of it) do not always send JSON: a 502 from a load balancer
  /// is HTML. This never fails: it uses the body's `message` when there is one, otherwise a
  /// generic `HTTP <status>` message, and always the response's status code.
  public init(httpStatus: Int, body: some Collection<UInt8>) {
    if let value = try? JSONValue(parsing: body), let message = value["message"]?.stringValue {
      self.init(message: message, status: httpStatus)
    } else {
      self.init(message: "HTTP \(httpStatus) error from the server", status: httpStatus)
    }
  }
}
