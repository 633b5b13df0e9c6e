/// Searches a fake backend holds unanswered until the spec releases them: a hanging page that
/// still lets the spec stop the server, which waits for the requests in flight.
actor HeldSearches {
  /// How many searches have been held so far.
  private(set) var count = 0
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private var isReleased = false

  /// Returns once `release()` is called (at once after it).
  func hold() async {
    count += 1
    guard !isReleased else { return }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Answers every held search, and every later one at once.
  func release() {
    isReleased = true
    for continuation in waiting { continuation.resume() }
    waiting.removeAll()
  }
}
