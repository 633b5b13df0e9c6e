import NIOConcurrencyHelpers

/// Which of a section's lists passed their byte check (`PrefixLists`, `NearPairs`): opening an
/// index checks only the lists' tables, and a list's bytes are checked the first time a query
/// reads it, once, whichever thread asks first.
struct ListChecks: Sendable {
  private let passed: NIOLockedValueBox<[Bool]>

  init(count: Int) {
    passed = NIOLockedValueBox([Bool](repeating: false, count: count))
  }

  /// True when list `index` passed `check`, run unless it passed before.
  func verify(_ index: Int, _ check: () -> Bool) -> Bool {
    if passed.withLockedValue({ $0[index] }) { return true }
    guard check() else { return false }
    passed.withLockedValue { $0[index] = true }
    return true
  }
}
