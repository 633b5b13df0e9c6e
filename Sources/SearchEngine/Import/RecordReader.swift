import Foundation
import SearchModel

/// Reads, parses and prepares one JSON array or NDJSON file on a background thread, handing
/// records over in batches through a small bounded queue.
///
/// Parsing, checking and encoding records (`PreparedRecord`) then run on one core while the
/// builder indexes on another; batches the builder is done with come back through `recycle(_:)`
/// so that freeing their records is the reader's work too. The queue bound keeps memory flat (a
/// few batches of parsed records at most), whatever the file size. `cancel()` stops the reader
/// early when indexing fails.
final class RecordReader: @unchecked Sendable {
  /// What the reader hands over.
  enum Item {
    case records(PreparedBatch, bytes: Int)
    case end(recordCount: Int)
    case failure(ImportError)
  }

  private let condition = NSCondition()
  private var queue: [Item] = []
  private var cancelled = false
  /// Batches the builder has finished with, freed on the reader's thread.
  private var used: [PreparedBatch] = []
  /// Position of the file's first record in the whole import (for generated objectIDs).
  private let base: Int
  private static let capacity = 8
  private static let chunkSize = 1 << 20

  /// Tokenizes each batch's searchable text too, when the attributes are known up front.
  private let extractor: TextExtractor?

  /// Starts reading `path`, whose first record is record `base` of the import.
  init(path: String, base: Int, extractor: TextExtractor?) {
    self.base = base
    self.extractor = extractor
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
    // A record that is not an object is read, then refused with its position like any other
    // invalid record (skipped and counted under --skip-invalid), not a syntax error.
    var stream = JSONRecordStream(acceptsNonObjects: true)
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
          if !last.isEmpty { guard push(.records(prepare(last), bytes: 0)) else { return } }
          push(.end(recordCount: stream.recordCount))
          return
        }
        let records = try stream.feed(chunk)
        guard push(.records(prepare(records), bytes: chunk.count)) else { return }
      } catch {
        push(.failure(.syntax(path: path, error)))
        return
      }
    }
  }

  /// Checks and encodes a batch of parsed records.
  private func prepare(_ records: [JSONRecord]) -> PreparedBatch {
    var batch = PreparedBatch()
    batch.records.reserveCapacity(records.count)
    batch.blob.reserveCapacity(records.count * 512)
    for record in records {
      let position = JSONRecord.Position(index: record.index, line: record.line, column: record.column)
      do throws(RecordError) {
        var prepared = try PreparedRecord.prepare(record.value, position: base + record.index, into: &batch.blob)
        if let extractor {
          prepared.textRecord = batch.text.recordCount
          extractor.extract(prepared.object, into: &batch.text)
        }
        batch.records.append((position, .success(prepared)))
      } catch {
        batch.records.append((position, .failure(error)))
      }
    }
    return batch
  }

  /// Queues `item`, waiting while the queue is full; false once cancelled.
  @discardableResult
  private func push(_ item: Item) -> Bool {
    condition.lock()
    while queue.count >= Self.capacity && !cancelled { condition.wait() }
    if cancelled {
      condition.unlock()
      return false
    }
    queue.append(item)
    var garbage: [PreparedBatch] = []
    swap(&garbage, &used)
    condition.broadcast()
    condition.unlock()
    garbage.removeAll()  // the builder's finished batches are freed here, outside the lock
    return true
  }

  /// Hands a batch the builder is done with back, to be freed on the reader's thread.
  func recycle(_ batch: consuming PreparedBatch) {
    condition.lock()
    used.append(batch)
    condition.unlock()
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
