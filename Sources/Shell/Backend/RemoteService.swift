import AlgoliaClient
import Foundation

/// Opens the Algolia REST backend, for `--app-id`/`--index-name` at start-up and for
/// `connect algolia` in a session.
///
/// The credentials come from the environment or the credentials file (the key is never a shell
/// command or option, so it never reaches history, records or the process list); only the
/// application ID may be given, and it falls back on `ALGOLIA_APP_ID`/`ALGOLIA_APPLICATION_ID`.
enum RemoteService {
  /// A search context on `indexName` through `AlgoliaClient`.
  ///
  /// - Parameters:
  ///   - appID: `--app-id`, or nil to read it from the environment or the credentials file.
  ///   - indexName: `--index-name`.
  ///   - hosts: `--hosts` values, each a comma-separated list; empty for Algolia's own hosts.
  @MainActor
  static func open(
    appID: String?, indexName: String?, hosts: [String], environment: [String: String]
  ) throws(CommandFailure) -> SearchContext {
    guard let indexName, !indexName.isEmpty else {
      throw CommandFailure("an Algolia backend needs --index-name NAME (the index to search)")
    }
    let credentials: AlgoliaCredentials
    do {
      credentials = try AlgoliaCredentials.resolve(
        environment: environment, flags: CredentialFlags(appID: appID),
        configFile: CredentialsFile.defaultLocation(environment: environment))
    } catch {
      throw CommandFailure("cannot connect: \(error)")
    }
    var parsedHosts: [AlgoliaHost]?
    if !hosts.isEmpty {
      var list: [AlgoliaHost] = []
      for text in hosts {
        do {
          list += try AlgoliaHost.parseList(text)
        } catch {
          throw CommandFailure("\(error)")
        }
      }
      parsedHosts = list
    }
    let client = AlgoliaClient(credentials: credentials, hosts: parsedHosts)
    return SearchContext(service: client, indexName: indexName)
  }
}
