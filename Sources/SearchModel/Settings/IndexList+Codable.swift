extension IndexList: Codable {
  /// Decodes `{"items":[...],"nbPages":N}`; `nbPages` defaults to 1.
  public init(from decoder: any Decoder) throws {
    var reader = try JSONObjectReader(from: decoder)
    self.init(
      items: try reader.require([IndexInfo].self, "items"),
      nbPages: try reader.decode(Int.self, "nbPages") ?? 1)
  }

  /// Encodes `{"items":[...],"nbPages":N}`.
  public func encode(to encoder: any Encoder) throws {
    var writer = JSONObjectWriter(codingPath: encoder.codingPath)
    try writer.encode(items, "items")
    try writer.encode(nbPages, "nbPages")
    try writer.write(to: encoder)
  }
}
