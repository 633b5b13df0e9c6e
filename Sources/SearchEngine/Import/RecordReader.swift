#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
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
  /// The bytes read (and the records parsed into a batch) at a time. A batch's records, words and
  /// encodings are still in the caches when the builder and the record store take them: 128 KiB
  /// chunks took bestbuy-1m's import from 22.7 to 21.2 CPU-seconds against 1 MiB (medians of four
  /// alternated imports, 2026-11-29).
  private static let chunkSize = 1 << 17

  /// Tokenizes each batch's searchable text too, when the attributes are known up front.
  private let extractor: TextExtractor?
  /// Reads each batch's facet values and numbers too (only the reader's thread uses it).
  private var attributeExtractor: AttributeExtractor

  /// Starts reading `path`, whose first record is record `base` of the import.
  init(path: String, base: Int, extractor: TextExtractor?, attributeExtractor: AttributeExtractor) {
    self.base = base
    self.extractor = extractor
    self.attributeExtractor = attributeExtractor
    let thread = Thread { [self] in self.read(path) }
    thread.stackSize = 1 << 22
    thread.start()
  }

  private func read(_ path: String) {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      push(.failure(.unreadableFile(path: path, reason: "cannot open for reading (\(systemErrorMessage()))")))
      return
    }
    defer { close(fd) }
    // One buffer for the whole file, filled by `read(2)` a chunk at a time: Foundation's
    // `FileHandle.read(upToCount:)` asked the kernel for 4 KiB at a time into a new buffer per
    // chunk (205,000 system calls for bestbuy-1m's 841 MB, 5% of the import's CPU in copying).
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 64)
    defer { chunk.deallocate() }
    // A record that is not an object is read, then refused with its position like any other
    // invalid record (skipped and counted under --skip-invalid), not a syntax error.
    var stream = JSONRecordStream(acceptsNonObjects: true)
    while true {
      let count = systemRead(fd, chunk.baseAddress, Self.chunkSize)
      if count < 0 {
        if errno == EINTR { continue }
        push(.failure(.unreadableFile(path: path, reason: systemErrorMessage())))
        return
      }
      do throws(JSONParseError) {
        if count == 0 {
          let last = try stream.finish()
          if !last.isEmpty { guard push(.records(prepare(last), bytes: 0)) else { return } }
          push(.end(recordCount: stream.recordCount))
          return
        }
        let records = try stream.feed(UnsafeRawBufferPointer(rebasing: chunk[..<count]))
        guard push(.records(prepare(records), bytes: count)) else { return }
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
        prepared.attributesRecord = batch.attributes.recordCount
        attributeExtractor.extract(prepared.object, into: &batch.attributes)
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
