import Foundation

/// Writes the record store of `records.isx` on a thread of its own: the builder hands the encoded
/// records over in batches and goes on indexing while `RecordFrameCompressor` trains the
/// dictionary, compresses and writes them, in the order given.
///
/// Compressing a million records took 9-10 s of the builder's thread, the import's bottleneck
/// (the reader's thread, which parses and tokenizes, was idle a third of the time). Batches in
/// flight are bounded (`maxQueued`), so a slow disk holds the builder back instead of the memory
/// growing. The output is byte for byte what compressing on the builder's thread gave.
///
/// The compressor is the one of the import's three threads that can fall behind without holding
/// the others back, so it yields to them (`BackgroundTask(yielding:)`): with all three sharing two
/// cores alike, the builder, which every record goes through, lost the core to it at every turn.
/// Thirty-two batches (about 16 MB of encoded records) let it lag and catch up in the time the
/// others leave: bestbuy-1m's import 12.4-13.0 s -> 10.9-11.4 s (three alternated imports each,
/// 2026-11-29), its peak memory 615 -> 639 MB.
final class RecordStoreWriter {
  /// Records per compressed block (one: see `RecordFrameCompressor`).
  static let recordsPerBlock = RecordFrameCompressor.recordsPerBlock
  /// Records handed over at a time.
  static let batchRecords = 1024
  /// Batches waiting for the compressor at most (see above).
  static let maxQueued = 32

  private let queue = RecordBatchQueue()
  private let task: BackgroundTask
  /// The batch being filled on the builder's thread, the only one to touch it (so it skips the
  /// dynamic exclusivity check of a class property at every record).
  @exclusivity(unchecked) private var batch = RecordBatchQueue.Batch()

  /// Starts the `blocks` section of `file`, written at `path`, with `blockSize` records per block.
  init(file: IndexFileWriter, path: String, blockSize: Int = RecordStoreWriter.recordsPerBlock) throws {
    let compressor = try RecordFrameCompressor(file: file, path: path, blockSize: blockSize)
    let queue = queue
    task = BackgroundTask(yielding: true) {
      while let batch = queue.next() {
        do {
          try batch.bytes.withUnsafeBytes { bytes in
            var start = 0
            for end in batch.ends {
              try compressor.add(UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
              start = end
            }
          }
        } catch {
          queue.fail(error)
          throw error
        }
      }
      if queue.isFinishing { try compressor.finish() }
    }
  }

  deinit {
    // An import given up before `finish()`: the compressor's thread ends without writing more.
    queue.close(finishing: false)
  }

  /// Appends one encoded record.
  func add(_ record: UnsafeRawBufferPointer) throws {
    batch.bytes.append(contentsOf: record)
    batch.ends.append(batch.bytes.count)
    if batch.ends.count >= Self.batchRecords { try handOver() }
  }

  /// Compresses what is left, waits for the compressor and writes the store's tables (the
  /// `blocks` section is ended here).
  func finish() throws {
    try handOver()
    queue.close(finishing: true)
    try task.wait()
  }

  private func handOver() throws {
    guard !batch.ends.isEmpty else { return }
    try queue.put(batch)
    batch = RecordBatchQueue.Batch()
  }
}
