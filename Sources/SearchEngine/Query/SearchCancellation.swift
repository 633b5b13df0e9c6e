import SearchModel

/// Cooperative cancellation of a search between its stages.
///
/// The executor is synchronous, so a cancelled task's search used to run to the end: typing in
/// live mode queued whole searches of a million records behind each other on two cores, each
/// answer dropped by the sequencer once a newer one arrived. Checking between matching, ranking,
/// highlighting and facet counting lets a superseded search stop within one stage, at the price
/// of a task-local flag read per stage.
enum SearchCancellation {
  /// The error a cancelled search stops with (the async service turns it into
  /// `CancellationError`; nobody sees it through `serve`, whose requests are not cancelled).
  static let error = APIError(message: "The search was cancelled", status: 499)

  /// Throws `error` when the current task is cancelled.
  @inline(__always)
  static func check() throws(APIError) {
    if Task.isCancelled { throw error }
  }
}
