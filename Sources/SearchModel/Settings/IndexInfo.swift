import OrderedCollections

/// One entry of `GET /1/indexes`.
public struct IndexInfo: Sendable, Hashable {
  /// The index name.
  public var name: String
  /// Number of records.
  public var entries: Int
  /// ISO 8601, as Algolia writes it.
  public var updatedAt: String?
  /// Other fields of the entry (`createdAt`, `dataSize`, `fileSize`, `lastBuildTimeS`,
  /// `numberOfPendingTasks`, `pendingTask`, `primary`, `replicas`...), in the order read.
  public var extra: JSONObject = [:]

  public init(name: String, entries: Int, updatedAt: String? = nil) {
    self.name = name
    self.entries = entries
    self.updatedAt = updatedAt
  }

  /// Creates an entry with extra fields.
  public init(name: String, entries: Int, updatedAt: String?, extra: JSONObject) {
    self.init(name: name, entries: entries, updatedAt: updatedAt)
    self.extra = extra
  }
}
