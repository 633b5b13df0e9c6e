import SearchModel

/// Stores an index's settings inside its meta file, in Algolia's JSON shape (SearchModel's
/// Codable form), so `getSettings` returns exactly what was imported.
enum SettingsStorage {
  /// Settings → Algolia's JSON object.
  static func encode(_ settings: IndexSettings) throws -> JSONValue {
    try JSONValueEncoder().encode(settings)
  }

  /// Algolia's JSON object → settings.
  static func decode(_ value: JSONValue) throws(JSONDecodingError) -> IndexSettings {
    try JSONValueDecoder().decode(IndexSettings.self, from: value)
  }
}
