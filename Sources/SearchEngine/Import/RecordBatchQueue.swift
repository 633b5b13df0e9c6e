import Foundation

/// The batches of encoded records on their way from the builder's thread to the record
/// compressor's (`RecordStoreWriter`): first in, first out, at most `RecordStoreWriter.maxQueued`
/// waiting, and the compressor's failure passed back to the next hand-over.
final class RecordBatchQueue: @unchecked Sendable {
  /// Encoded records back to back, and where each ends.
  struct Batch: Sendable {
    var bytes: [UInt8] = []
    var ends: [Int] = []
  }

  private let condition = NSCondition()
  private var batches: [Batch] = []
  private var closed = false
  private var finishing = false
  private var failure: (any Error)?

  /// Hands `batch` over, waiting while the queue is full; throws the compressor's failure.
  func put(_ batch: Batch) throws {
    condition.lock()
    defer { condition.unlock() }
    while batches.count >= RecordStoreWriter.maxQueued && failure == nil { condition.wait() }
    if let failure { throw failure }
    batches.append(batch)
    condition.broadcast()
  }

  /// The next batch, waiting for one; nil once the queue is closed and empty, closed without
  /// finishing (an import given up: what is left is dropped), or failed.
  func next() -> Batch? {
    condition.lock()
    defer { condition.unlock() }
    while batches.isEmpty && !closed && failure == nil { condition.wait() }
    guard failure == nil, finishing || !closed, !batches.isEmpty else { return nil }
    let batch = batches.removeFirst()
    condition.broadcast()
    return batch
  }

  /// No more batches: the compressor finishes the store when `finishing`, else just stops.
  func close(finishing: Bool) {
    condition.lock()
    closed = true
    self.finishing = self.finishing || finishing
    condition.broadcast()
    condition.unlock()
  }

  /// Whether the queue was closed to finish the store (read by the compressor once it is empty).
  var isFinishing: Bool {
    condition.lock()
    defer { condition.unlock() }
    return finishing
  }

  /// The compressor failed: hand-overs throw `error` from now on.
  func fail(_ error: any Error) {
    condition.lock()
    failure = error
    condition.broadcast()
    condition.unlock()
  }
}
