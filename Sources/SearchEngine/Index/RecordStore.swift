import CZstd
import NIOConcurrencyHelpers

/// The stored records of an index: blocks of records compressed with zstd and the index's
/// trained dictionary (`RecordStoreWriter`), decompressed one block per record read.
///
/// Nothing is decompressed at open. Reading record `doc` decompresses its block (one record in
/// the stores written now, a microsecond or two) into the buffer of a decompressor borrowed from
/// a pool; the decompressor keeps that block, so reading the records of one block in turn
/// (browsing an older store) decompresses it once.
/// Every offset is checked where it is used and zstd checks its frames, so a damaged store gives a
/// corrupt-record error, never a read out of bounds.
final class RecordStore: @unchecked Sendable {
  private let blocks: UnsafeRawBufferPointer
  /// Each block's start in `blocks` (one more entry than blocks): 32-bit while the blocks take
  /// under 4 GiB, else 64-bit (one of the two is empty).
  private let blockOffsets32: UnsafeBufferPointer<UInt32>
  private let blockOffsets64: UnsafeBufferPointer<UInt64>
  /// Each record's end in its decompressed block; empty when a block is one record, whose size
  /// its frame's header gives.
  private let recordEnds: UnsafeBufferPointer<UInt32>
  private let dictionary: OpaquePointer?
  /// Records per block, as the writer stored it (16 for an index written before it did).
  private let perBlock: Int
  private let pool = NIOLockedValueBox<[Decompressor]>([])

  /// One zstd decompression context and the last block it decompressed.
  private final class Decompressor {
    let context: OpaquePointer
    var block = -1
    var bytes: [UInt8] = []

    init?() {
      guard let context = ZSTD_createDCtx() else { return nil }
      self.context = context
    }

    deinit { ZSTD_freeDCtx(context) }
  }

  /// The store of `count` records in `file`; fails when its tables do not have the sizes the count implies.
  init(file: IndexFile, count: Int) throws(IndexFormatError) {
    if file.entries.contains(where: { $0.name == "perBlock" }) {
      let stored = try file.array("perBlock", of: UInt32.self, count: 1)
      guard (1...256).contains(stored[0]) else {
        throw IndexFormatError(path: file.path, reason: "bad record block size \(stored[0])")
      }
      perBlock = Int(stored[0])
    } else {
      perBlock = Self.perBlockBeforeStored
    }
    let blockCount = (count + perBlock - 1) / perBlock
    blocks = try file.raw("blocks")
    let offsetBytes = try file.raw("blockOff").count
    if offsetBytes == (blockCount + 1) * 4 {
      blockOffsets32 = try file.array("blockOff", of: UInt32.self, count: blockCount + 1)
      blockOffsets64 = UnsafeBufferPointer(start: nil, count: 0)
    } else {
      blockOffsets64 = try file.array("blockOff", of: UInt64.self, count: blockCount + 1)
      blockOffsets32 = UnsafeBufferPointer(start: nil, count: 0)
    }
    recordEnds = try file.array("recEnd", of: UInt32.self, count: perBlock == 1 ? 0 : count)
    let dictionaryBytes = try file.raw("dict")
    if dictionaryBytes.isEmpty {
      dictionary = nil
    } else {
      guard let dictionary = ZSTD_createDDict(dictionaryBytes.baseAddress, dictionaryBytes.count) else {
        throw IndexFormatError(path: file.path, reason: "unreadable record dictionary")
      }
      self.dictionary = dictionary
    }
  }

  deinit {
    if let dictionary { ZSTD_freeDDict(dictionary) }
  }

  /// The block size of the record stores written before `perBlock` was stored.
  static let perBlockBeforeStored = 16

  /// Calls `body` with the encoded bytes of record `doc` (below the record count); nil when the
  /// store is damaged there.
  func withRecord<R>(_ doc: Int, _ body: (UnsafeRawBufferPointer) -> R) -> R? {
    if perBlock == 1 { return withOwnFrame(doc, body) }
    let block = doc / perBlock
    let last = min(block * perBlock + perBlock, recordEnds.count) - 1
    let start = doc % perBlock == 0 ? 0 : Int(recordEnds[doc - 1])
    let end = Int(recordEnds[doc])
    let size = Int(recordEnds[last])
    guard start <= end, end <= size else { return nil }
    guard let decompressor = pool.withLockedValue({ $0.popLast() }) ?? Decompressor() else { return nil }
    defer { pool.withLockedValue { $0.append(decompressor) } }
    if decompressor.block != block {
      decompressor.block = -1
      guard decompress(block, size: size, into: decompressor) else { return nil }
      decompressor.block = block
    }
    return decompressor.bytes.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[start..<end])) }
  }

  /// `withRecord` for a store of one record a frame: the record's size is the frame's.
  private func withOwnFrame<R>(_ doc: Int, _ body: (UnsafeRawBufferPointer) -> R) -> R? {
    guard let frame = frame(doc) else { return nil }
    // As a record table would bound it (32 bits), before anything is allocated.
    let size = ZSTD_getFrameContentSize(frame.baseAddress, frame.count)
    guard size <= UInt64(UInt32.max) else { return nil }
    guard let decompressor = pool.withLockedValue({ $0.popLast() }) ?? Decompressor() else { return nil }
    defer { pool.withLockedValue { $0.append(decompressor) } }
    if decompressor.block != doc {
      decompressor.block = -1
      guard decompress(doc, size: Int(size), into: decompressor) else { return nil }
      decompressor.block = doc
    }
    return decompressor.bytes.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[0..<Int(size)])) }
  }

  /// The compressed frame of `block`, nil when its offsets leave the blocks.
  private func frame(_ block: Int) -> UnsafeRawBufferPointer? {
    let from: UInt64, to: UInt64
    if blockOffsets32.isEmpty {
      (from, to) = (blockOffsets64[block], blockOffsets64[block + 1])
    } else {
      (from, to) = (UInt64(blockOffsets32[block]), UInt64(blockOffsets32[block + 1]))
    }
    guard from <= to, to <= UInt64(blocks.count), let base = blocks.baseAddress else { return nil }
    return UnsafeRawBufferPointer(start: base + Int(from), count: Int(to - from))
  }

  /// Decompresses `block`, expected to hold `size` bytes, into the decompressor's buffer.
  private func decompress(_ block: Int, size: Int, into decompressor: Decompressor) -> Bool {
    guard let frame = frame(block) else { return false }
    // The frame's header must announce the size the record table expects before anything is allocated.
    guard ZSTD_getFrameContentSize(frame.baseAddress, frame.count) == UInt64(size) else { return false }
    if decompressor.bytes.count < size { decompressor.bytes = [UInt8](repeating: 0, count: size) }
    let written = decompressor.bytes.withUnsafeMutableBytes { out in
      if let dictionary {
        return ZSTD_decompress_usingDDict(decompressor.context, out.baseAddress, size, frame.baseAddress, frame.count, dictionary)
      }
      return ZSTD_decompressDCtx(decompressor.context, out.baseAddress, size, frame.baseAddress, frame.count)
    }
    return ZSTD_isError(written) == 0 && written == size
  }
}
