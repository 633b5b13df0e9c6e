/// A condition's pattern read into literal text and `{facet:ATTRIBUTE}` placeholders, in order.
///
/// A placeholder matches a query word (or run of words) that is a value of the facet; the literal
/// text between placeholders matches the query's words as they normalise.
public struct RulePattern: Sendable, Hashable {
  public enum Segment: Sendable, Hashable {
    case text(String)
    case facet(String)
  }

  public var segments: [Segment]

  /// The facet attributes the pattern's placeholders name.
  public var facets: [String] {
    segments.compactMap { if case .facet(let name) = $0 { name } else { nil } }
  }

  /// Reads `pattern`; text that is not a well-formed `{facet:NAME}` is literal.
  public init(_ pattern: String) {
    segments = []
    // Most patterns are plain words: without a brace there is no placeholder to look for (the
    // substring search below took a tenth of opening an index with 300 rules).
    guard pattern.utf8.contains(UInt8(ascii: "{")) else {
      if !pattern.isEmpty { segments.append(.text(pattern)) }
      return
    }
    var rest = Substring(pattern)
    var text = ""
    while let open = rest.firstRange(of: "{facet:") {
      guard let close = rest[open.upperBound...].firstIndex(of: "}") else { break }
      let name = String(rest[open.upperBound..<close]).trimmingSpaces
      guard !name.isEmpty else {
        text += rest[..<rest.index(after: close)]
        rest = rest[rest.index(after: close)...]
        continue
      }
      text += rest[..<open.lowerBound]
      if !text.isEmpty { segments.append(.text(text)) }
      text = ""
      segments.append(.facet(name))
      rest = rest[rest.index(after: close)...]
    }
    text += rest
    if !text.isEmpty { segments.append(.text(text)) }
  }

  init(_ pattern: String, field: String, reader: RuleFieldReader) throws(Rule.FormatError) {
    self.init(pattern)
    if segments.isEmpty && pattern.contains("{facet:") { throw reader.fail(field, "empty {facet:} placeholder") }
  }
}

