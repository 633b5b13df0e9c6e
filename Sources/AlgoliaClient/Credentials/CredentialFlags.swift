/// Credentials given on the command line; either may be absent.
///
/// A key passed as a flag is visible to other local users in the process list, so the shell
/// documents `ALGOLIA_API_KEY` or the credentials file instead; the flag exists for scripts.
public struct CredentialFlags: Sendable, Hashable {
  /// `--app-id`.
  public var appID: String?
  /// `--api-key`.
  public var apiKey: APIKey?

  /// Flags as parsed; `nil` for each one not given.
  public init(appID: String? = nil, apiKey: APIKey? = nil) {
    self.appID = appID
    self.apiKey = apiKey
  }
}
