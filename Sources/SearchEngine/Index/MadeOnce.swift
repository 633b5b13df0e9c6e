import NIOConcurrencyHelpers

/// A value derived from an immutable snapshot, made by the first search that needs it and then
/// shared by every later one.
///
/// Opening must stay cheap (a million records open in tens of milliseconds), so tables that only
/// some queries read (lower-cased facet values, the records in custom-ranking order, the numbers
/// behind a numeric facet's values) are not made at open but on first use, once, under a lock.
final class MadeOnce<Value: Sendable>: Sendable {
  private let box = NIOLockedValueBox<Value?>(nil)

  init() {}

  /// The value, made by `make` on the first call (later calls return it without calling `make`).
  func value(_ make: () -> Value) -> Value {
    box.withLockedValue { stored in
      if let stored { return stored }
      let made = make()
      stored = made
      return made
    }
  }
}
