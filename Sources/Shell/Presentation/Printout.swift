import SearchModel

/// What one printing command produces: the text a person reads and the JSON document a pipe reads.
///
/// Commands build both and the `Printer` picks one according to `--json`, so the two outputs
/// never drift apart and every printing command has a JSON form.
public struct Printout: Sendable {
  /// Human-readable lines, each ending with a line break (styled when colour is on).
  public var text: String
  /// The same content as one JSON document, or nil when it has no JSON form (help, echo).
  public var json: JSONValue?

  public init(text: String, json: JSONValue?) {
    self.text = text
    self.json = json
  }
}

extension Printout {
  /// This printout then `other`: the texts one after the other, and in JSON one document with
  /// both objects' fields (`other`'s win), so `query` prints the stats and the hits as one
  /// response-shaped document.
  public func followed(by other: Printout) -> Printout {
    var json: JSONValue? = other.json
    if case .object(var fields)? = self.json, case .object(let more)? = other.json {
      for (key, value) in more { fields[key] = value }
      json = .object(fields)
    }
    return Printout(text: text + other.text, json: json)
  }
}
