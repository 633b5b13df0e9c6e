import SearchModel

/// Cooperative cancellation of a search, between its stages and inside them.
///
/// The executor is synchronous, so a cancelled task's search used to run to the end: typing in
/// live mode queued whole searches of a million records behind each other on two cores, each
/// answer dropped by the sequencer once a newer one arrived. Checking between matching, ranking,
/// highlighting and facet counting lets a superseded search stop within one stage, at the price
/// of a task-local flag read per stage. A stage over a million candidates (marking a broad
/// prefix's postings, a ranking pass, facet counting) takes tens of milliseconds on its own, so
/// its loops also look at the flag every `stride` records or terms (`isCancelled`) and give up
/// early with a partial result, which the executor's next `check()` turns into the error: a
/// partial result never reaches a response.
enum SearchCancellation {
  /// The error a cancelled search stops with (the async service turns it into
  /// `CancellationError`; nobody sees it through `serve`, whose requests are not cancelled).
  static let error = APIError(message: "The search was cancelled", status: 499)

  /// How many records a loop inside a stage handles between two looks at the flag: a few
  /// hundred microseconds of work, so the flag's cost is lost in it.
  static let stride = 1 << 16

  /// Throws `error` when the current task is cancelled.
  @inline(__always)
  static func check() throws(APIError) {
    if Task.isCancelled { throw error }
  }

  /// Whether the current task is cancelled, for the loops inside a stage: they stop early, and
  /// the executor's `check()` after the stage throws.
  @inline(__always)
  static var isCancelled: Bool { Task.isCancelled }

  /// Whether the current task is cancelled, looked at only every `stride`-th `step` of a loop
  /// (never at step 0): the one test the loops over candidates and records share.
  @inline(__always)
  static func isCancelled(atStep step: Int) -> Bool {
    step & (stride - 1) == 0 && step > 0 && Task.isCancelled
  }
}
