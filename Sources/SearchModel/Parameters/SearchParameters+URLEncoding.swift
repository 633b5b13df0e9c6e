extension SearchParameters {
  /// The parameters as a URL-encoded `params` string, as InstantSearch and the JS clients send
  /// them in multi-queries: keys sorted, strings as they are, numbers and booleans as text,
  /// arrays and objects as compact JSON, everything percent-encoded like `encodeURIComponent`.
  ///
  /// `facets=%5B%22*%22%5D&hitsPerPage=42&page=0&query=&tagFilters=`
  public var urlEncodedString: String {
    jsonObject
      .sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
      .compactMap { key, value -> String? in
        let text: String
        switch value {
        case .null: return nil
        case .string(let string): text = string
        default: text = value.serializedString()
        }
        return URLFormEncoding.encode(key) + "=" + URLFormEncoding.encode(text)
      }
      .joined(separator: "&")
  }

  /// Reads a URL-encoded `params` string.
  ///
  /// `+` is a space; list parameters may be JSON arrays or comma-separated
  /// (`attributesToRetrieve=title,description`); numbers and booleans are read from their text.
  /// Unknown parameters go to ``extra``, typed as described in Algolia's reference (or by their
  /// look when Algolia does not list them). A parameter given twice keeps its last value.
  ///
  /// - Throws: ``APIError`` 400 in Algolia's words, e.g.
  ///   `Invalid value for "hitsPerPage" parameter, expected integer`.
  public init(urlEncoded string: String) throws(APIError) {
    try self.init(jsonObject: Self.jsonObject(urlEncoded: string))
  }

  /// The `params` string as a JSON object, values typed (modelled parameters stay strings; the
  /// lenient readers of ``init(jsonObject:)`` convert them, with Algolia's errors).
  static func jsonObject(urlEncoded string: String) -> JSONObject {
    var object = JSONObject()
    for pair in string.split(separator: "&", omittingEmptySubsequences: true) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let key = URLFormEncoding.decode(parts[0])
      let text = parts.count > 1 ? URLFormEncoding.decode(parts[1]) : ""
      if key.isEmpty { continue }
      // aroundPrecision is modelled as an Int but may be a JSON list of ranges: type it by look.
      let keepText = modelledKeys.contains(key) && key != "aroundPrecision"
      object[key] = keepText ? .string(text) : ParameterKind.value(of: key, text: text)
    }
    return object
  }
}
