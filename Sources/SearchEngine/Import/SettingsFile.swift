import Foundation
import SearchModel

/// Reads a settings file in Algolia's JSON format (what `GET /1/indexes/{index}/settings` returns).
public enum SettingsFile {
  /// The settings in `path`; errors name the file.
  public static func load(_ path: String) throws(ImportError) -> IndexSettings {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unreadableFile(path: path, reason: "cannot read settings file")
    }
    let value: JSONValue
    do {
      value = try JSONValue(parsing: Array(data))
    } catch {
      throw .unreadableFile(path: path, reason: "not valid JSON: \(error)")
    }
    guard case .object(let object) = value else {
      throw .unreadableFile(path: path, reason: "settings must be a JSON object")
    }
    // A setting the engine would not honour fails the import (README: conformance table).
    do {
      try EngineConformance.check(settings: object)
    } catch {
      throw .unreadableFile(path: path, reason: error.message)
    }
    do {
      return try JSONValueDecoder().decode(IndexSettings.self, from: value)
    } catch {
      throw .unreadableFile(path: path, reason: "invalid settings: \(error)")
    }
  }
}
