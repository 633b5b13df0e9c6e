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
    try ObjectListFile.load(path, kind: "synonym", objectID: \.objectID) { try Synonym(json: $0) }
  }

  /// The synonyms of a file's bytes; errors name `path`.
  public static func parse(_ bytes: [UInt8], path: String) throws(ImportError) -> [Synonym] {
    try ObjectListFile.parse(bytes, path: path, kind: "synonym", objectID: \.objectID) { try Synonym(json: $0) }
  }
}
