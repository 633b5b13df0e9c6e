/// One pass of the index writer over the occurrence store, in dictionary order: each term's
/// occurrences, from its segments in the spilled runs (through a cursor per run) and then from
/// memory.
///
/// The writer's passes run on two threads at once, each with its own reader; the runs are only
/// read (`pread`), so they share nothing else. Without runs a reader is the store's chains alone.
final class OccurrenceReader {
  private let store: OccurrenceStore
  private var cursors: [OccurrenceRun.Cursor]
  private let segments: UnsafeMutablePointer<UnsafeRawBufferPointer>

  /// A reader from dictionary rank `first` on (the store's `prepareReading` has been called).
  init(store: OccurrenceStore, first: Int) {
    self.store = store
    let rank = store.rank
    cursors = rank.withUnsafeBufferPointer { rank in
      store.runs.map { OccurrenceRun.Cursor(run: $0, rank: rank, first: first) }
    }
    segments = .allocate(capacity: max(1, cursors.count))
  }

  deinit {
    for cursor in cursors { cursor.release() }
    segments.deallocate()
  }

  /// The occurrences of `term`, valid until the next call. Terms come in dictionary order.
  func occurrences(of term: Int) throws -> OccurrenceStore.Occurrences {
    guard !cursors.isEmpty else { return store.occurrences(of: term) }
    var count = 0
    try store.rank.withUnsafeBufferPointer { rank in
      for r in cursors.indices {
        if let segment = try cursors[r].segment(of: UInt32(term), rank: rank) {
          segments[count] = segment
          count += 1
        }
      }
    }
    return store.occurrences(of: term, segments: segments, count: count)
  }
}
