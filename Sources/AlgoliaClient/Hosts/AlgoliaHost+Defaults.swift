extension AlgoliaHost {
  /// The hosts Algolia serves reads (including search POSTs) from, in the order to try them:
  /// `{appID}-dsn.algolia.net` first, then `{appID}-1..3.algolianet.com` shuffled.
  ///
  /// The three `algolianet.com` hosts sit behind another DNS provider, so they still answer
  /// when the first fails; shuffling spreads clients across them.
  public static func readHosts<Generator: RandomNumberGenerator>(
    appID: String,
    using generator: inout Generator
  ) -> [AlgoliaHost] {
    let fallbacks = (1...3).map { AlgoliaHost(name: "\(appID)-\($0).algolianet.com") }
    return [AlgoliaHost(name: "\(appID)-dsn.algolia.net")] + fallbacks.shuffled(using: &generator)
  }

  /// `readHosts(appID:using:)` with the system random generator.
  public static func readHosts(appID: String) -> [AlgoliaHost] {
    var generator = SystemRandomNumberGenerator()
    return readHosts(appID: appID, using: &generator)
  }
}
