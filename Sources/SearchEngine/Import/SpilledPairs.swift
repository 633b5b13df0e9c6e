/// The (record, value) pairs of one faceted or numeric attribute, appended in record order while
/// an import streams, and moved to a file in chunks so that the import's memory does not grow
/// with every value it has seen.
///
/// Facet and number pairs were the largest part of an import's memory once the word occurrences
/// spilled (`OccurrenceRun`): 8-12 bytes a value, about 130 bytes a demo record over its nine
/// faceted and four numeric attributes, 1.3 GB at ten million records. The writer reads one
/// attribute's pairs back whole when it writes that attribute's sections, so the end of an import
/// holds one attribute at a time instead of all of them.
struct SpilledPairs<Value: BitwiseCopyable> {
  /// Where the chunks go (created at the first spill), nil to keep every pair in memory.
  private let path: String?
  /// The pairs held in memory past which `spillIfFull` moves them to the file.
  private let limit: Int
  /// The latest pairs, not spilled yet.
  private(set) var records: [UInt32] = []
  private(set) var values: [Value] = []
  private var file: SpillFile?
  /// The pairs of each chunk in the file, in order (a chunk is its records, then its values).
  private var chunks: [Int] = []
  private var spilled = 0

  /// A column spilling to `path` past `limit` pairs (never with a nil `path`).
  init(path: String?, limit: Int) {
    self.path = path
    self.limit = max(1, limit)
  }

  /// The number of pairs appended.
  var count: Int { spilled + records.count }

  /// Appends the pair (`record`, `value`).
  mutating func append(_ record: UInt32, _ value: Value) {
    records.append(record)
    values.append(value)
  }

  /// Moves the pairs held to the file once they reach the limit. Call it between two records:
  /// a record's own pairs stay together in memory while it is added.
  mutating func spillIfFull() throws {
    guard let path, records.count >= limit else { return }
    if file == nil { file = try SpillFile(path: path) }
    try records.withUnsafeBytes { try file!.append($0) }
    try values.withUnsafeBytes { try file!.append($0) }
    chunks.append(records.count)
    spilled += records.count
    records.removeAll(keepingCapacity: true)
    values.removeAll(keepingCapacity: true)
  }

  /// Forgets every pair and deletes the file (once the attribute's sections are written: the
  /// file must not be published with the index).
  mutating func discard() {
    file = nil
    chunks = []
    spilled = 0
    records = []
    values = []
  }

  /// Every pair, in the order appended: the file's chunks, then memory's.
  func load() throws -> (records: [UInt32], values: [Value]) {
    guard let file else { return (records, values) }
    var allRecords = [UInt32](repeating: 0, count: count)
    // Filled below, chunk by chunk, before anything reads it: a bitwise-copyable value is its bytes.
    var allValues = [Value](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
    var offset = 0
    var start = 0
    try allRecords.withUnsafeMutableBytes { recordBytes in
      try allValues.withUnsafeMutableBytes { valueBytes in
        for chunk in chunks {
          let recordLength = chunk * MemoryLayout<UInt32>.stride
          let valueLength = chunk * MemoryLayout<Value>.stride
          try file.readBack(
            into: recordBytes.baseAddress! + start * MemoryLayout<UInt32>.stride, count: recordLength, at: offset)
          offset += recordLength
          try file.readBack(
            into: valueBytes.baseAddress! + start * MemoryLayout<Value>.stride, count: valueLength, at: offset)
          offset += valueLength
          start += chunk
        }
      }
    }
    // Then memory's pairs, the last ones.
    allRecords.replaceSubrange(start..<count, with: records)
    allValues.replaceSubrange(start..<count, with: values)
    return (allRecords, allValues)
  }
}
