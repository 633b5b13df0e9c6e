import Foundation
import SearchModel

/// Reads a file of objects in the format Algolia's dashboard and API export (a JSON array; NDJSON,
/// one object a line, is read too), each through the model's reader: synonyms, rules.
///
/// A file the engine cannot use fails the import naming the file, the line and column of the
/// offending object and what is wrong with it; two objects with one objectID are refused.
enum ObjectListFile {
  /// The objects of the file at `path`, read by `read`; `kind` names one in messages.
  static func load<T>(
    _ path: String, kind: String, objectID: (T) -> String, read: (JSONObject) throws -> T
  ) throws(ImportError) -> [T] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unreadableFile(path: path, reason: "cannot read \(kind)s file")
    }
    return try parse(Array(data), path: path, kind: kind, objectID: objectID, read: read)
  }

  /// The objects of a file's bytes; errors name `path`.
  static func parse<T>(
    _ bytes: [UInt8], path: String, kind: String, objectID: (T) -> String, read: (JSONObject) throws -> T
  ) throws(ImportError) -> [T] {
    let records: [JSONRecord]
    do {
      records = try JSONRecordStream.records(in: bytes)
    } catch {
      throw .syntax(path: path, error)
    }
    var values: [T] = []
    var seen: [String: Int] = [:]
    for record in records {
      let position = "line \(record.line), column \(record.column)"
      do {
        guard case .object(let object) = record.value else {
          throw FileEntryError("expected an object, got \(record.value.kindDescription)")
        }
        let value = try read(object)
        if let line = seen[objectID(value)] {
          throw FileEntryError("objectID \"\(objectID(value))\" already used on line \(line)")
        }
        seen[objectID(value)] = record.line
        values.append(value)
      } catch {
        throw .unreadableFile(path: path, reason: "\(position): \(kind) \(record.index + 1): \(error)")
      }
    }
    return values
  }

  private struct FileEntryError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
