import SearchModel

/// A list of JSON objects kept in an index's metadata (its synonyms, its rules): written as an
/// array, read back through the model's own reader so a damaged entry is a clear error.
enum StoredObjectList {
  /// The array stored for `objects`.
  static func encode(_ objects: [JSONObject]) -> JSONValue {
    .array(objects.map(JSONValue.object))
  }

  /// The values stored under one metadata key (none when the key is absent); `read` gives nil
  /// for an entry it cannot read, which fails the open naming `path` and `what`.
  static func decode<T>(
    _ stored: JSONValue?, path: String, what: String, read: (JSONObject) -> T?
  ) throws(IndexFormatError) -> [T] {
    var values: [T] = []
    for value in stored?.arrayValue ?? [] {
      guard let object = value.objectValue, let item = read(object) else {
        throw IndexFormatError(path: path, reason: "unreadable \(what)")
      }
      values.append(item)
    }
    return values
  }
}
