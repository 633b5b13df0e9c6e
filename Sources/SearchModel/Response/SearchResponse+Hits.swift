extension SearchResponse {
  /// The page's hits decoded as `Hit<Record>`.
  ///
  /// - Throws: ``JSONDecodingError`` whose path starts with the hit's position, e.g.
  ///   `hits[3].price: expected a number, found a string "cheap"`.
  public func hits<Record: Decodable & Sendable>(as type: Record.Type) throws(JSONDecodingError) -> [Hit<Record>] {
    var decoded: [Hit<Record>] = []
    decoded.reserveCapacity(hits.count)
    for (position, raw) in hits.enumerated() {
      do {
        decoded.append(try Hit<Record>(raw: raw))
      } catch {
        let prefix = "hits[\(position)]"
        throw JSONDecodingError(
          path: error.path.isEmpty ? prefix : error.path.hasPrefix("[") ? prefix + error.path : prefix + "." + error.path,
          message: error.message)
      }
    }
    return decoded
  }
}
