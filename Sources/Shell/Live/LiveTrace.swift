import Foundation

/// Keystroke-to-repaint timings, written when `INSTANTSEARCH_LIVE_TRACE` names a file
/// (`scripts/bench live` reads it; nothing is measured otherwise).
///
/// For each key that changed the query, the time from reading its bytes to:
/// - `echo`: the frame showing it in the box;
/// - `results`: the first frame showing the answer to that text (or a newer one) as it stays,
///   with no loading mark and no visible row waiting for its page;
/// - `idle`: the first such frame drawn with the searcher idle: the next page, which infinite
///   scrolling loads below the visible rows once the answer shows, has arrived too.
///
/// Answers are traced with their backend time and when they arrived. The last line says whether
/// the final frame's hits were those of the box's final text, and how many queries the box
/// submitted (a burst of keys read together submits one).
@MainActor
final class LiveTrace {
  private struct Key {
    let readAt: ContinuousClock.Instant
    var echo: Duration?
    var results: Duration?
  }

  private let url: URL
  private var pending: [Key] = []
  private var lines: [String] = []
  private var finalFrameIsCurrent = false
  private var searches = 0

  init?(environment: [String: String]) {
    guard let path = environment["INSTANTSEARCH_LIVE_TRACE"], !path.isEmpty else { return nil }
    url = URL(fileURLWithPath: path)
  }

  /// A key read at `readAt` changed the query.
  func queryChanged(readAt: ContinuousClock.Instant) {
    pending.append(Key(readAt: readAt))
  }

  /// The box submitted its text to the search box interactor.
  func querySubmitted() {
    searches += 1
  }

  /// A frame was written; `showsAnswer` when it shows the answer to the box's text as it stays,
  /// `isIdle` when besides no search is in flight.
  func frameWritten(showsAnswer: Bool, isIdle: Bool) {
    let now = ContinuousClock.now
    for index in pending.indices {
      if pending[index].echo == nil { pending[index].echo = now - pending[index].readAt }
      if showsAnswer && pending[index].results == nil { pending[index].results = now - pending[index].readAt }
    }
    finalFrameIsCurrent = isIdle
    guard isIdle else { return }
    for key in pending {
      lines.append(
        "key echo_us=\(Self.micros(key.echo ?? .zero)) results_us=\(Self.micros(key.results ?? now - key.readAt))"
          + " idle_us=\(Self.micros(now - key.readAt))")
    }
    pending.removeAll()
  }

  /// An answer arrived for `query`, computed by the backend in `processingTimeMS` (what the
  /// benchmark sets beside the keystroke figures: the backend's time against the wait before it).
  func answered(query: String, processingTimeMS: Int?) {
    let since = pending.first.map { " since_key_us=\(Self.micros(ContinuousClock.now - $0.readAt))" } ?? ""
    lines.append("answer chars=\(query.count) processing_ms=\(processingTimeMS ?? -1)\(since)")
  }

  /// Writes the file.
  func finish() {
    lines.append("final current=\(finalFrameIsCurrent) unanswered=\(pending.count) searches=\(searches)")
    try? (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
  }

  private static func micros(_ duration: Duration) -> Int64 {
    duration.components.seconds * 1_000_000 + duration.components.attoseconds / 1_000_000_000_000
  }
}
