import AlgoliaClient
import Foundation

/// Opens the Algolia REST backend for `--app-id`: credentials from the environment or the
/// credentials file (the key is never a shell command, so it never reaches history or records).
enum RemoteService {
  /// A search context on `options.remoteIndex` through `AlgoliaClient`.
  @MainActor
  static func open(options: LaunchOptions, environment: [String: String]) throws(CommandFailure) -> SearchContext {
    guard let indexName = options.remoteIndex, !indexName.isEmpty else {
      throw CommandFailure("--app-id needs --algolia-index NAME (the index to search)")
    }
    let credentials: AlgoliaCredentials
    do {
      credentials = try AlgoliaCredentials.resolve(
        environment: environment, flags: CredentialFlags(appID: options.appID))
    } catch {
      throw CommandFailure("cannot connect: \(error)")
    }
    var hosts: [AlgoliaHost]?
    if !options.hosts.isEmpty {
      hosts = []
      for text in options.hosts {
        guard let host = AlgoliaHost(parsing: text) else { throw CommandFailure("--host: cannot read '\(text)' as a URL") }
        hosts?.append(host)
      }
    }
    let client = AlgoliaClient(credentials: credentials, hosts: hosts)
    return SearchContext(service: client, indexName: indexName, withTimings: options.timing)
  }
}
