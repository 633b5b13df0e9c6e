import CZstd

/// Compresses and writes the record store of `records.isx` (on the thread of `RecordStoreWriter`):
/// records in blocks of `recordsPerBlock`, each block one zstd frame compressed with a dictionary
/// trained on the index's first records.
///
/// A search decompresses one block per hit it returns, so a block is one record: a trained
/// dictionary carries what records have in common (attribute names, frequent words and values),
/// which one record could not find within itself. Larger blocks compress better but every hit
/// pays for its neighbours: measured on bestbuy-100k, blocks of 16 took 12-20 µs a hit
/// (`records.isx` 3.5 times smaller than the encoded records), blocks of 4 about 5 µs (3% larger),
/// one record 1.5-2 µs (12% larger); against the uncompressed store of format 5, blocks of 16 made
/// a search on 10k records 50% slower, one record about 10%. The first `trainingRecords` records
/// are held back to train the dictionary (zstd's fastCover trainer), then compressed like every
/// later block. Sections: `blocks` (the frames back to back), `dict` (the dictionary; empty when
/// too few records to train one), `blockOff` (each block's start, one more entry than blocks; 32
/// bits an entry while the frames take under 4 GiB), `recEnd` (each record's end inside its
/// decompressed block; empty with one record a block, whose frame header gives its size),
/// `perBlock` (the records per block).
final class RecordFrameCompressor {
  /// Records per compressed block.
  static let recordsPerBlock = 1
  /// Records held back to train the dictionary on (about 8-14 MB of encoded records, trained in
  /// about 0.4 s). Measured with zstd level 3 on 20,000 records not trained on: 4,096 records and
  /// zstd's default 110 KB dictionary gave 242 bytes a record on bestbuy-100k, 330 on the movies
  /// and 111 on demo-100k; 16,384 records and `dictionaryCapacity(forSamples:)` give 172, 311
  /// and 105 (`scripts/bench engine` reports `records.isx`).
  static let trainingRecords = 16_384
  /// The dictionary's size for `sampleBytes` of training records: an eighth of them, between
  /// zstd's default 110 KB and 1 MB. A dictionary much larger than that fraction memorises the
  /// samples and compresses the others worse (demo-100k: 124 bytes a record with 1 MB trained on
  /// 8,192 records, 105 with 557 KB); a larger one costs decompression cache misses.
  static func dictionaryCapacity(forSamples sampleBytes: Int) -> Int {
    min(1 << 20, max(112_640, sampleBytes / 8))
  }
  /// The fastCover trainer's segment and d-mer sizes, fixed. `ZDICT_trainFromBuffer` searches five
  /// segment sizes (50-2,000) and keeps the best, which took 1.6-2.0 s on 8-13 MB of samples and
  /// made a movies import of 36k records take 3.1 s instead of 1.4. This segment size trains in
  /// 0.4 s and its stores were within 0.3% of the searched ones (bestbuy-100k 19.90 against
  /// 19.85 MB, demo-100k 13.79 against 13.75) or smaller (movies 9.27 against 9.40).
  static let segmentSize: UInt32 = 1_025
  static let dmerSize: UInt32 = 8
  /// zstd's compression level: its default, about 6 µs a record. Level 5 made bestbuy-1m's
  /// `records.isx` 8% smaller and level 7 20%, but at 14 and 20 µs a record the compression
  /// thread outgrew its share of the two cores and the import took up to 28% longer.
  static let level: Int32 = 3
  /// The match finder's two hash tables (level 3's `dfast`), as powers of two: level 3's own
  /// (17 and 16) are sized for a stream, and its long-match table holds a fraction of the
  /// positions of a dictionary of up to 1 MB, where a small record finds most of its matches.
  /// Measured on bestbuy-1m's records 16,385-120,000 (their JSON, the dictionary trained on the
  /// first 16,384, one core): 168.1 bytes a record and 2.3-2.4 µs with 17/16; 161.5 and 2.4-2.5
  /// µs with 18/16; 158.9 and 2.9-3.2 µs with 19/16; 158.6 and 3.1-3.2 µs with 19/18 (tables past
  /// the caches). Decompressing is no slower (0.50 against 0.54 µs a record with 19/18).
  static let hashLog: Int32 = 18
  static let chainLog: Int32 = 16

  private let file: IndexFileWriter
  private let path: String
  /// Records per block in this store (`recordsPerBlock` unless a test asks for another).
  private let blockSize: Int
  // The arrays touched for every record skip the dynamic exclusivity check of a class property
  // (about 0.4% of a million-record import's CPU): a compressor lives on one thread, and no
  // access to one of them overlaps another.
  /// Encoded records not yet compressed, back to back, and each one's end in `pending`.
  @exclusivity(unchecked) private var pending: [UInt8] = []
  @exclusivity(unchecked) private var pendingEnds: [Int] = []
  @exclusivity(unchecked) private var recordEnds: [UInt32] = []
  @exclusivity(unchecked) private var blockOffsets: [UInt64] = [0]
  private var dictionary: [UInt8] = []
  private var trained = false
  private let context: OpaquePointer
  /// Whether the context holds a trained dictionary (`train`).
  private var hasDictionary = false
  @exclusivity(unchecked) private var output: [UInt8] = []

  /// Starts the `blocks` section of `file`, written at `path`, with `blockSize` records per block.
  init(file: IndexFileWriter, path: String, blockSize: Int) throws {
    precondition((1...256).contains(blockSize))
    self.file = file
    self.path = path
    self.blockSize = blockSize
    guard let context = ZSTD_createCCtx() else { throw IndexFormatError(path: path, reason: "zstd: out of memory") }
    self.context = context
    try file.beginSection("blocks")
  }

  deinit {
    ZSTD_freeCCtx(context)
  }

  /// Appends one encoded record.
  func add(_ record: UnsafeRawBufferPointer) throws {
    pending.append(contentsOf: record)
    pendingEnds.append(pending.count)
    if !trained {
      guard pendingEnds.count >= Self.trainingRecords else { return }
      train()
    }
    if pendingEnds.count >= blockSize { try compressPending(final: false) }
  }

  /// Compresses what is left and writes the store's tables (the `blocks` section is ended here).
  func finish() throws {
    if !trained { train() }
    try compressPending(final: true)
    file.endSection()
    try file.section("dict", dictionary)
    if blockOffsets.last ?? 0 <= UInt64(UInt32.max) {
      try file.section("blockOff", blockOffsets.map { UInt32($0) })
    } else {
      try file.section("blockOff", blockOffsets)
    }
    // A frame of one record says its size in its header.
    try file.section("recEnd", blockSize == 1 ? [] : recordEnds)
    try file.section("perBlock", [UInt32(blockSize)])
  }

  /// Trains the dictionary on the records held back (each one a sample); with too few or too
  /// uniform samples zstd declines and blocks are compressed without one.
  private func train() {
    trained = true
    var sizes: [Int] = []
    var previous = 0
    for end in pendingEnds {
      sizes.append(end - previous)
      previous = end
    }
    var buffer = [UInt8](repeating: 0, count: Self.dictionaryCapacity(forSamples: pending.count))
    var parameters = ZDICT_fastCover_params_t()
    parameters.k = Self.segmentSize
    parameters.d = Self.dmerSize
    parameters.f = 20
    parameters.accel = 1
    parameters.zParams.compressionLevel = Self.level
    let size = buffer.withUnsafeMutableBytes { out in
      pending.withUnsafeBytes { samples in
        ZDICT_trainFromBuffer_fastCover(
          out.baseAddress, out.count, samples.baseAddress, sizes, UInt32(sizes.count), parameters)
      }
    }
    guard ZDICT_isError(size) == 0, size > 0 else { return }
    dictionary = Array(buffer.prefix(size))
    // The parameters first: the dictionary's tables are built for them, once, when the first
    // frame is compressed, and every frame after uses them. Every frame of the store uses this
    // dictionary, which the reader names itself: the frames need not carry its 4-byte id (4 MB
    // of bestbuy-1m's 176 MB of frames).
    let loaded = dictionary.withUnsafeBytes { dictionary in
      [
        ZSTD_CCtx_setParameter(context, ZSTD_c_compressionLevel, Self.level),
        ZSTD_CCtx_setParameter(context, ZSTD_c_hashLog, Self.hashLog),
        ZSTD_CCtx_setParameter(context, ZSTD_c_chainLog, Self.chainLog),
        ZSTD_CCtx_setParameter(context, ZSTD_c_dictIDFlag, 0),
        ZSTD_CCtx_loadDictionary(context, dictionary.baseAddress, dictionary.count),
      ].allSatisfy { ZSTD_isError($0) == 0 }
    }
    guard loaded else {
      dictionary = []
      _ = ZSTD_CCtx_reset(context, ZSTD_reset_session_and_parameters)
      return
    }
    hasDictionary = true
  }

  /// Compresses the pending records in blocks (a last, shorter block when `final`).
  private func compressPending(final: Bool) throws {
    var first = 0
    var start = 0
    while pendingEnds.count - first >= blockSize || (final && first < pendingEnds.count) {
      let last = min(first + blockSize, pendingEnds.count) - 1
      let end = pendingEnds[last]
      for i in first...last { recordEnds.append(UInt32(pendingEnds[i] - start)) }
      try compressBlock(start..<end)
      first = last + 1
      start = end
    }
    pending.removeFirst(start)
    pendingEnds.removeFirst(first)
    for i in pendingEnds.indices { pendingEnds[i] -= start }
  }

  private func compressBlock(_ range: Range<Int>) throws {
    let bound = ZSTD_compressBound(range.count)
    if output.count < bound { output = [UInt8](repeating: 0, count: bound) }
    let size = output.withUnsafeMutableBytes { out in
      pending.withUnsafeBytes { all in
        let source = all.baseAddress! + range.lowerBound
        // With a dictionary, the context holds it and the frame parameters (`train`).
        if hasDictionary {
          return ZSTD_compress2(context, out.baseAddress, out.count, source, range.count)
        }
        return ZSTD_compressCCtx(context, out.baseAddress, out.count, source, range.count, Self.level)
      }
    }
    guard ZSTD_isError(size) == 0 else {
      throw IndexFormatError(path: path, reason: "zstd: \(String(cString: ZSTD_getErrorName(size)))")
    }
    try output.withUnsafeBytes { try file.write(UnsafeRawBufferPointer(rebasing: $0[0..<size])) }
    blockOffsets.append(blockOffsets[blockOffsets.count - 1] + UInt64(size))
  }
}
