extension JSONValue {
  /// Parses a complete JSON text (strict RFC 8259) from UTF-8 bytes.
  ///
  /// Accepts `[UInt8]`, `Data`, `ArraySlice<UInt8>`, a `String`'s `utf8` view... Contiguous
  /// collections are read in place; others are copied once.
  ///
  /// - Throws: ``JSONParseError`` with the line and column of the first problem.
  public init(parsing bytes: some Collection<UInt8>) throws(JSONParseError) {
    let result: Result<JSONValue, JSONParseError>? = bytes.withContiguousStorageIfAvailable { buffer in
      Self.parse(buffer)
    }
    if let result {
      self = try result.get()
    } else {
      let array = Array(bytes)
      self = try array.withUnsafeBufferPointer { Self.parse($0) }.get()
    }
  }

  /// Parses a complete JSON text (strict RFC 8259) from a string.
  ///
  /// - Throws: ``JSONParseError`` with the line and column of the first problem.
  public init(parsing text: String) throws(JSONParseError) {
    var text = text
    self = try text.withUTF8 { Self.parse($0) }.get()
  }

  /// Parses `buffer`, positioning errors relative to `base` (used by the record stream).
  static func parse(
    _ buffer: UnsafeBufferPointer<UInt8>, base: JSONParser.Position = JSONParser.Position()
  ) -> Result<JSONValue, JSONParseError> {
    var parser = JSONParser(bytes: buffer, base: base)
    do {
      return .success(try parser.parseDocument())
    } catch {
      return .failure(error)
    }
  }
}
