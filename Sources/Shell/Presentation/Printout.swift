import SearchModel

/// What one printing command produces: the text a person reads and the JSON document a pipe reads.
///
/// Commands build both and the `Printer` picks one according to `--json`, so the two outputs
/// never drift apart and every printing command has a JSON form. Text that costs something to
/// render (hit lines) can be given as a closure, run only when the text is printed: a replay
/// with `--json` does not format lines nobody reads.
public struct Printout: Sendable {
  /// Renders the text (a constant, or the deferred rendering).
  private let renderText: @Sendable () -> String
  /// Human-readable lines, each ending with a line break (styled when colour is on).
  public var text: String { renderText() }
  /// The same content as one JSON document, or nil when it has no JSON form (help, echo).
  public var json: JSONValue?

  public init(text: String, json: JSONValue?) {
    self.renderText = { text }
    self.json = json
  }

  /// A printout whose text is rendered only when it is read (``text``).
  public init(json: JSONValue?, text render: @escaping @Sendable () -> String) {
    self.renderText = render
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
    return Printout(json: json) { self.text + other.text }
  }
}
