@testable import SearchEngine

/// Edits the bytes of an index file the way corruption, a swapped section or a buggy writer
/// would, and can repair its checksums afterwards so the edit reaches the decoders behind them.
///
/// Shared by the corrupt-index specs and the `index-file` fuzz target (Fuzz/fuzz-index-file links
/// this file), so every input the fuzzer finds can be replayed as a spec with the same tools.
enum IndexFileSurgery {
  /// One fuzzer mutation: flip a bit, set a byte, truncate, or swap two sections' table entries.
  static func apply(op: UInt8, offset: Int, to bytes: inout [UInt8]) {
    guard !bytes.isEmpty else { return }
    let at = offset % bytes.count
    switch op % 4 {
    case 0: bytes[at] ^= 1 << (op >> 2 & 7)
    case 1: bytes[at] = UInt8(truncatingIfNeeded: offset >> 24) &+ op
    case 2: bytes.removeSubrange(at...)
    default: swapEntries(&bytes, Int(op >> 2 & 7), at % 8)
    }
  }

  /// The section table, if the header locates one inside the file.
  static func table(_ bytes: [UInt8]) -> (offset: Int, count: Int)? {
    guard bytes.count >= IndexFileLayout.headerSize else { return nil }
    let count = Int(load(bytes, 16, as: UInt32.self)), offset = load(bytes, 24, as: UInt64.self)
    guard offset <= UInt64(bytes.count), count <= 4096,
      Int(offset) + count * IndexFileLayout.tableEntrySize <= bytes.count
    else { return nil }
    return (Int(offset), count)
  }

  /// The table entry of the section called `name`.
  static func entry(named name: String, in bytes: [UInt8]) -> Int? {
    guard let table = table(bytes) else { return nil }
    for i in 0..<table.count {
      let entry = table.offset + i * IndexFileLayout.tableEntrySize
      let stored = bytes[entry..<(entry + IndexFileLayout.nameSize)].prefix { $0 != 0 }
      if String(decoding: stored, as: UTF8.self) == name { return entry }
    }
    return nil
  }

  /// Where the section called `name` lies in the file.
  static func section(named name: String, in bytes: [UInt8]) -> Range<Int>? {
    guard let entry = entry(named: name, in: bytes) else { return nil }
    let offset = Int(load(bytes, entry + 16, as: UInt64.self)), size = Int(load(bytes, entry + 24, as: UInt64.self))
    return offset..<(offset + size)
  }

  /// Exchanges where two sections point, checksums included (names stay): each still matches its
  /// checksum, so only the structure can tell.
  static func swapSections(_ first: String, _ second: String, in bytes: inout [UInt8]) {
    guard let a = entry(named: first, in: bytes), let b = entry(named: second, in: bytes) else { return }
    for k in 16..<40 { bytes.swapAt(a + k, b + k) }
  }

  /// Exchanges table entries `a` and `b` (modulo the section count).
  static func swapEntries(_ bytes: inout [UInt8], _ a: Int, _ b: Int) {
    guard let table = table(bytes), table.count > 0 else { return }
    let first = table.offset + (a % table.count) * IndexFileLayout.tableEntrySize
    let second = table.offset + (b % table.count) * IndexFileLayout.tableEntrySize
    for k in 16..<40 { bytes.swapAt(first + k, second + k) }
  }

  /// Recomputes each in-bounds section's checksum, the table's and the header's, and the length.
  static func repairChecksums(_ bytes: inout [UInt8]) {
    guard let table = table(bytes) else { return }
    for i in 0..<table.count {
      let entry = table.offset + i * IndexFileLayout.tableEntrySize
      let offset = load(bytes, entry + 16, as: UInt64.self), size = load(bytes, entry + 24, as: UInt64.self)
      guard offset <= UInt64(bytes.count), size <= UInt64(bytes.count) - offset else { continue }
      store(&bytes, entry + 32, bytes[Int(offset)..<Int(offset + size)].withUnsafeBytes { Checksum.of($0) })
    }
    store(&bytes, 32, UInt64(bytes.count))
    let end = table.offset + table.count * IndexFileLayout.tableEntrySize
    store(&bytes, 40, bytes[table.offset..<end].withUnsafeBytes { Checksum.of($0) })
    store(&bytes, 56, bytes[0..<56].withUnsafeBytes { Checksum.of($0) })
  }

  static func load<T: FixedWidthInteger>(_ bytes: [UInt8], _ at: Int, as: T.Type) -> T {
    bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: at, as: T.self) }
  }

  static func store(_ bytes: inout [UInt8], _ at: Int, _ value: some FixedWidthInteger) {
    withUnsafeBytes(of: value.littleEndian) { for k in 0..<$0.count { bytes[at + k] = $0[k] } }
  }
}
