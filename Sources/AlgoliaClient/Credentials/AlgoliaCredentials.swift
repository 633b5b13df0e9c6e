/// The application ID and API key that authenticate every request to Algolia.
///
/// The application ID is not secret (it is part of the host names); the key is, so this type's
/// textual forms show the ID and a redacted key.
public struct AlgoliaCredentials: Sendable, Hashable, CustomStringConvertible,
  CustomDebugStringConvertible
{
  /// The application ID, e.g. `LATENCY`; it also names the default hosts.
  public var appID: String
  /// The API key (search-only keys are enough for everything the shell does).
  public var apiKey: APIKey

  /// Credentials from already known values.
  public init(appID: String, apiKey: APIKey) {
    self.appID = appID
    self.apiKey = apiKey
  }

  /// Shows the app ID and a redacted key.
  public var description: String { "AlgoliaCredentials(appID: \(appID), apiKey: \(apiKey))" }

  /// Same as `description`: the key stays redacted in debug output.
  public var debugDescription: String { description }
}
