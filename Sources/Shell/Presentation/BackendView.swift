/// The backend a session searches as shown (`connect` alone): its kind and the index searched.
public struct BackendView: Sendable, Hashable {
  /// `local` or `algolia`.
  public var kind: String
  /// The index searched.
  public var indexName: String
}
