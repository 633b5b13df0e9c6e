/// Orders the searches of one searcher so that results never arrive out of order.
///
/// Every operation gets an increasing number. When operation N completes, every earlier
/// operation still pending is cancelled and its result, should it still come, is dropped:
/// a newer search supersedes an older one. At most `maxPendingOperations` run at once; starting
/// one more cancels the oldest. Completion handlers run on the main actor, in order.
@MainActor
final class Sequencer {
  private struct Pending {
    let id: Int
    let task: Task<Void, Never>
  }

  /// How many operations may be in flight before the oldest is cancelled.
  let maxPendingOperations: Int
  /// Called with `true` when the first operation starts and `false` when the last one ends.
  var onPendingChanged: (@MainActor (Bool) -> Void)?

  private var nextID = 0
  private var lastCompletedID = -1
  private var pending: [Pending] = []

  init(maxPendingOperations: Int = 3) {
    self.maxPendingOperations = max(1, maxPendingOperations)
  }

  /// Whether any operation is in flight.
  var hasPendingOperations: Bool { !pending.isEmpty }

  /// Starts `operation`; `completion` receives its result unless it was superseded or cancelled.
  ///
  /// The returned task finishes once the result has been delivered or dropped.
  func enqueue<Output: Sendable>(
    _ operation: @escaping @Sendable () async throws -> Output,
    completion: @escaping @MainActor (Result<Output, any Error>) -> Void
  ) -> Task<Void, Never> {
    let id = nextID
    nextID += 1
    let wasIdle = pending.isEmpty
    let task = Task { @MainActor [weak self] in
      let result: Result<Output, any Error>
      do {
        result = .success(try await operation())
      } catch {
        result = .failure(error)
      }
      self?.complete(id: id, result: result, completion: completion)
    }
    pending.append(Pending(id: id, task: task))
    while pending.count > maxPendingOperations {
      pending.removeFirst().task.cancel()
    }
    if wasIdle { onPendingChanged?(true) }
    return task
  }

  /// Cancels every pending operation; none of them will deliver.
  func cancelAll() {
    guard !pending.isEmpty else { return }
    pending.forEach { $0.task.cancel() }
    pending = []
    onPendingChanged?(false)
  }

  /// Returns once no operation is pending, including operations started meanwhile.
  ///
  /// Cancelling the waiting task cancels the operations it waits for, from the cancelling
  /// thread (no hop to the main actor, which may be busy): Ctrl-C in the shell cancels the
  /// backend's request at once rather than waiting for its answer or timeout.
  func waitUntilIdle() async {
    while let next = pending.first {
      await next.task.valueCancelledWithCaller()
    }
  }

  private func complete<Output>(
    id: Int,
    result: Result<Output, any Error>,
    completion: @MainActor (Result<Output, any Error>) -> Void
  ) {
    guard pending.contains(where: { $0.id == id }) else { return }
    let superseded = pending.filter { $0.id < id }
    pending.removeAll { $0.id <= id }
    superseded.forEach { $0.task.cancel() }
    guard id > lastCompletedID, !Task.isCancelled else {
      if pending.isEmpty { onPendingChanged?(false) }
      return
    }
    lastCompletedID = id
    completion(result)
    if pending.isEmpty { onPendingChanged?(false) }
  }
}
