extension DefaultPresenter {
  /// Stats lines.
  public enum Stats {
    /// `1000 results (3ms)`, or `20 relevant results sorted out of 1000 (3ms)` under relevant
    /// sort; the empty string without stats. No thousands separator, no pluralisation, as
    /// InstantSearch prints it.
    public static func present(_ stats: SearchStats?) -> String {
      guard let stats else { return "" }
      return text(stats) + " (\(stats.processingTimeMS)ms)"
    }

    /// The same line without the processing time (`1000 results`): timings change from run to
    /// run, so replayed sessions use this one to print identical output.
    public static func presentWithoutTimings(_ stats: SearchStats?) -> String {
      guard let stats else { return "" }
      return text(stats)
    }

    private static func text(_ stats: SearchStats) -> String {
      if let sorted = stats.nbSortedHits, sorted != stats.totalHitsCount {
        return "\(sorted) relevant results sorted out of \(stats.totalHitsCount)"
      }
      return "\(stats.totalHitsCount) results"
    }
  }
}
