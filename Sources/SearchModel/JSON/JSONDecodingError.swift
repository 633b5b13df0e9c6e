/// A JSON document had the wrong shape for the type it was decoded into.
///
/// Swift's `DecodingError` prints as a wall of `CodingKeys(...)` debris; this names the place
/// with a readable path (`hits[3]._highlightResult.name.matchLevel`) and says what was expected
/// and what was found, e.g. `hits[0].price: expected a number, found a string "cheap"`.
public struct JSONDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where the problem is, as a dotted path with `[i]` for array elements; empty for the root.
  public var path: String
  /// What was expected and what was found.
  public var message: String

  /// An error at `path`.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// Translates a `DecodingError` (from any decoder) into a readable one.
  public init(_ error: DecodingError) {
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      self.init(path: Self.path(context.codingPath), message: context.debugDescription)
    case .keyNotFound(let key, let context):
      self.init(path: Self.path(context.codingPath), message: "missing required key \"\(key.stringValue)\"")
    @unknown default:
      self.init(path: "", message: String(describing: error))
    }
  }

  /// `path: message`, or just the message at the root.
  public var description: String {
    path.isEmpty ? message : "\(path): \(message)"
  }

  /// Renders a coding path: `hits[0].name`.
  public static func path(_ codingPath: [any CodingKey]) -> String {
    var path = ""
    for key in codingPath {
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        if !path.isEmpty { path += "." }
        path += key.stringValue
      }
    }
    return path
  }
}
