import Foundation
import SearchModel

/// Reads a synonyms file in the format Algolia's dashboard and API export: a JSON array of
/// synonym objects (NDJSON, one object a line, is read too).
///
/// A file the engine cannot use fails the import naming the file, the line and column of the
/// offending object and what is wrong with it; the previous index stays live.
public enum SynonymsFile {
  /// The synonyms in `path`, in file order.
  public static func load(_ path: String) throws(ImportError) -> [Synonym] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unreadableFile(path: path, reason: "cannot read synonyms file")
    }
    return try parse(Array(data), path: path)
  }

  /// The synonyms of a file's bytes; errors name `path`.
  public static func parse(_ bytes: [UInt8], path: String) throws(ImportError) -> [Synonym] {
    let records: [JSONRecord]
    do {
      records = try JSONRecordStream.records(in: bytes)
    } catch {
      throw .syntax(path: path, error)
    }
    var synonyms: [Synonym] = []
    var seen: [String: Int] = [:]
    for record in records {
      let position = "line \(record.line), column \(record.column)"
      do throws(Synonym.FormatError) {
        let synonym = try Synonym(json: record.object)
        if let line = seen[synonym.objectID] {
          throw Synonym.FormatError("objectID \"\(synonym.objectID)\" already used on line \(line)")
        }
        seen[synonym.objectID] = record.line
        synonyms.append(synonym)
      } catch {
        throw .unreadableFile(path: path, reason: "\(position): synonym \(record.index + 1): \(error.message)")
      }
    }
    return synonyms
  }
}
