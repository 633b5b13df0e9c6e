import SearchModel

/// The settings of the index searched as shown (`settings`): Algolia's JSON document.
public struct IndexSettingsView: Sendable, Hashable {
  /// The settings as Algolia writes them.
  public var json: JSONValue

  /// The view of `settings`; fails when they cannot be encoded.
  public init(_ settings: IndexSettings) throws {
    json = try JSONValueEncoder().encode(settings)
  }
}
