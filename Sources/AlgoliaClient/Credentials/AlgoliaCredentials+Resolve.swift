extension AlgoliaCredentials {
  /// The environment variables read for the application ID, in order of preference.
  public static let appIDVariables = ["ALGOLIA_APP_ID", "ALGOLIA_APPLICATION_ID"]
  /// The environment variable read for the API key.
  public static let apiKeyVariable = "ALGOLIA_API_KEY"

  /// Finds the credentials: flags first, then the environment, then the credentials file.
  ///
  /// Each value is taken from the first source that has it, so `--app-id` can pick another
  /// application while the key still comes from the environment. The file is read only when
  /// something is still missing, and refused if other users can read it.
  ///
  /// - Parameters:
  ///   - environment: usually `ProcessInfo.processInfo.environment`.
  ///   - flags: what the command line gave.
  ///   - configFile: the credentials file to fall back on; `nil` for none. A file given here
  ///     that does not exist is ignored only when it is the default location (`requireFile` false).
  ///   - requireFile: true when the user named the file explicitly, so its absence is an error.
  public static func resolve(
    environment: [String: String],
    flags: CredentialFlags = CredentialFlags(),
    configFile: CredentialsFile? = nil,
    requireFile: Bool = false
  ) throws(CredentialsError) -> AlgoliaCredentials {
    var appID = flags.appID.flatMap(nonEmpty) ?? appIDVariables.lazy.compactMap { environment[$0].flatMap(nonEmpty) }.first
    var apiKey = flags.apiKey.flatMap { $0.isEmpty ? nil : $0 }
      ?? environment[apiKeyVariable].flatMap(nonEmpty).map(APIKey.init)
    if appID == nil || apiKey == nil, let file = configFile, requireFile || file.exists {
      let entries = try file.entries()
      appID = appID ?? appIDVariables.lazy.compactMap { entries[$0].flatMap(nonEmpty) }.first
      apiKey = apiKey ?? entries[apiKeyVariable].flatMap(nonEmpty).map(APIKey.init)
    }
    guard let appID else { throw .missingAppID }
    guard let apiKey else { throw .missingAPIKey }
    return AlgoliaCredentials(appID: appID, apiKey: apiKey)
  }

  private static func nonEmpty(_ value: String) -> String? {
    value.isEmpty ? nil : value
  }
}
