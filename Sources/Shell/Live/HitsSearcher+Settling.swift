import InstantSearchCore

extension HitsSearcher {
  /// Waits until no search is loading, or until `timeout` has passed, and says which came first.
  ///
  /// Unlike `waitUntilIdle()`, giving up does not cancel anything: leaving live mode waits a
  /// moment for the last keystroke's answer (usually a millisecond away) so that the stats line
  /// it prints is current, but a hanging backend must not hold the prompt back, and its search
  /// goes on (the next command waits for it). Woken by the searcher's loading event, not polled.
  func settled(within timeout: Duration) async -> Bool {
    guard isLoading else { return true }
    let wait = SettlingWait()
    return await withCheckedContinuation { continuation in
      wait.continuation = continuation
      wait.token = onLoadingChanged.subscribe(with: wait) { wait, isLoading in
        if !isLoading { wait.finish(true) }
      }
      wait.deadline = Task { @MainActor [weak wait] in
        try? await Task.sleep(for: timeout)
        wait?.finish(false)
      }
    }
  }
}

/// One `settled(within:)` call: whichever of the loading event and the deadline comes first
/// resumes the caller, once, and ends the other.
@MainActor
private final class SettlingWait {
  var continuation: CheckedContinuation<Bool, Never>?
  var token: ObservationToken?
  var deadline: Task<Void, Never>?

  func finish(_ isIdle: Bool) {
    guard let continuation else { return }
    self.continuation = nil
    token?.cancel()
    deadline?.cancel()
    continuation.resume(returning: isIdle)
  }
}
