import Foundation
import SearchModel

/// Reads and parses one JSON array or NDJSON file on a background thread, handing records over
/// in batches through a small bounded queue.
///
/// Parsing and indexing then run on two cores at once; the queue bound keeps memory flat (a
/// few batches of parsed records at most), whatever the file size. `cancel()` stops the reader
/// early when indexing fails.
final class RecordReader: @unchecked Sendable {
  /// What the reader hands over.
  enum Item {
    case records([JSONRecord], bytes: Int)
    case end(recordCount: Int)
    case failure(ImportError)
  }

  private let condition = NSCondition()
  private var queue: [Item] = []
  private var cancelled = false
  private static let capacity = 8
  private static let chunkSize = 1 << 20

  /// Starts reading `path`.
  init(path: String) {
    let thread = Thread { [self] in self.read(path) }
    thread.stackSize = 1 << 22
    thread.start()
  }

  private func read(_ path: String) {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      push(.failure(.unreadableFile(path: path, reason: "cannot open for reading")))
      return
    }
    defer { try? handle.close() }
    var stream = JSONRecordStream()
    while true {
      let chunk: Data
      do {
        chunk = try handle.read(upToCount: Self.chunkSize) ?? Data()
      } catch {
        push(.failure(.unreadableFile(path: path, reason: "\(error)")))
        return
      }
      do throws(JSONParseError) {
        if chunk.isEmpty {
          let last = try stream.finish()
          if !last.isEmpty { guard push(.records(last, bytes: 0)) else { return } }
          push(.end(recordCount: stream.recordCount))
          return
        }
        let records = try stream.feed(chunk)
        guard push(.records(records, bytes: chunk.count)) else { return }
      } catch {
        push(.failure(.syntax(path: path, error)))
        return
      }
    }
  }

  /// Queues `item`, waiting while the queue is full; false once cancelled.
  @discardableResult
  private func push(_ item: Item) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while queue.count >= Self.capacity && !cancelled { condition.wait() }
    if cancelled { return false }
    queue.append(item)
    condition.broadcast()
    return true
  }

  /// The next item, waiting for the reader.
  func next() -> Item {
    condition.lock()
    defer { condition.unlock() }
    while queue.isEmpty { condition.wait() }
    let item = queue.removeFirst()
    condition.broadcast()
    return item
  }

  /// Stops the reader (it finishes its current chunk and exits).
  func cancel() {
    condition.lock()
    cancelled = true
    queue.removeAll()
    condition.broadcast()
    condition.unlock()
  }
}
