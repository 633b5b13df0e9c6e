extension IndexInfo: Codable {
  /// Decodes one `items` entry of `GET /1/indexes`; `name` and `entries` are required, other
  /// fields go to ``extra``.
  public init(from decoder: any Decoder) throws {
    var reader = try JSONObjectReader(from: decoder)
    self.init(
      name: try reader.require(String.self, "name"),
      entries: try reader.require(Int.self, "entries"),
      updatedAt: try reader.decode(String.self, "updatedAt"),
      extra: [:])
    extra = reader.remaining
  }

  /// Encodes `name`, `entries`, `updatedAt`, then ``extra``.
  public func encode(to encoder: any Encoder) throws {
    var writer = JSONObjectWriter(codingPath: encoder.codingPath)
    try writer.encode(name, "name")
    try writer.encode(entries, "entries")
    try writer.encode(updatedAt, "updatedAt")
    writer.merge(extra)
    try writer.write(to: encoder)
  }
}
