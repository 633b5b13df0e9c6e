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
