/// Why credentials could not be resolved. Messages name the source to fix, never the key.
public enum CredentialsError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No application ID in flags, environment or config file.
  case missingAppID
  /// No API key in flags, environment or config file.
  case missingAPIKey
  /// The config file is readable by other users (its mode, in octal, is given).
  case insecureConfigFile(path: String, mode: String)
  /// The config file exists but could not be read.
  case unreadableConfigFile(path: String, reason: String)
  /// A line of the config file is not `NAME=VALUE` (1-based line number).
  case malformedConfigFile(path: String, line: Int)

  /// A sentence telling the user what to do.
  public var description: String {
    switch self {
    case .missingAppID:
      "No Algolia application ID: pass --app-id, or set ALGOLIA_APP_ID (or ALGOLIA_APPLICATION_ID)"
    case .missingAPIKey:
      "No Algolia API key: set ALGOLIA_API_KEY, or put ALGOLIA_API_KEY=... in the credentials file"
    case .insecureConfigFile(let path, let mode):
      "\(path): mode \(mode) lets other users read the API key; run `chmod 600 \(path)`"
    case .unreadableConfigFile(let path, let reason):
      "\(path): cannot read credentials file (\(reason))"
    case .malformedConfigFile(let path, let line):
      "\(path):\(line): expected NAME=VALUE (ALGOLIA_APP_ID or ALGOLIA_API_KEY)"
    }
  }
}
