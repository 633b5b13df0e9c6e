extension RemoteService {
  /// The start-up form: the options of the command line.
  @MainActor
  static func open(options: LaunchOptions, environment: [String: String]) throws(CommandFailure) -> SearchContext {
    try open(
      appID: options.appID, indexName: options.remoteIndex, hosts: options.hosts, environment: environment)
  }
}
