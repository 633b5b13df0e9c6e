import Foundation
import SearchModel

/// Reads a rules file in the format Algolia's dashboard and API export: a JSON array of rule
/// objects (NDJSON, one object a line, is read too).
///
/// A file the engine cannot use fails the import naming the file, the line and column of the
/// offending rule, its objectID and field; a rule whose search parameters the engine would refuse
/// fails here too (instead of at every search it triggers). The previous index stays live.
public enum RulesFile {
  /// The rules in `path`, in file order.
  public static func load(_ path: String) throws(ImportError) -> [Rule] {
    try ObjectListFile.load(path, kind: "rule", objectID: \.objectID, read: read)
  }

  /// The rules of a file's bytes; errors name `path`.
  public static func parse(_ bytes: [UInt8], path: String) throws(ImportError) -> [Rule] {
    try ObjectListFile.parse(bytes, path: path, kind: "rule", objectID: \.objectID, read: read)
  }

  /// One rule, with its consequence's parameters checked as a search would check them.
  static func read(_ object: JSONObject) throws -> Rule {
    let rule = try Rule(json: object)
    do throws(APIError) {
      try EngineConformance.check(try SearchParameters(jsonObject: rule.consequence.searchParams))
    } catch {
      throw Rule.FormatError("rule \"\(rule.objectID)\": consequence.params: \(error.message)")
    }
    return rule
  }
}
