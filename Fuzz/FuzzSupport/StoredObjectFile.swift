import SearchEngine
import SearchModel

/// Reads a file of rules or synonyms (`parse` is `RulesFile.parse` or `SynonymsFile.parse`) and
/// checks what every such reader owes its callers: bytes it refuses are refused with an
/// `ImportError` naming the file, and every object it reads survives JSON → object → JSON
/// unchanged. Nil when the bytes were refused.
public func readStoredObjectFile<Object: StoredObject>(
  _ bytes: [UInt8], with parse: ([UInt8], String) throws(ImportError) -> [Object]
) -> [Object]? {
  let objects: [Object]
  do {
    objects = try parse(bytes, "fuzz.json")
  } catch {
    guard error.description.hasPrefix("fuzz.json") else { fuzzFailure("an error that does not name the file: \(error)") }
    return nil
  }
  let name = Object.singularName
  for object in objects {
    do {
      let again = try Object(json: object.json)
      guard again == object, again.json == object.json else {
        fuzzFailure("\(name) changes through JSON → \(name) → JSON: \(object.json)")
      }
    } catch {
      fuzzFailure("a \(name) read from the file does not read back from its JSON: \(error): \(object.json)")
    }
  }
  return objects
}
