/// One validated index file: its sections by name, as typed views into the mapping.
///
/// `init` checks magic, version, kind, length, header and table checksums, section bounds and
/// alignment, and the checksum of every section up to `checksumLimit` bytes. Larger sections (the
/// posting lists, the record store: most of the file) are not read at open, which would cost time
/// in proportion to the index (hundreds of milliseconds at a million records): the index's
/// structure checks keep every read of them in bounds, and `verifyChecksums()` (the
/// `instantsearch check` command) reads them in full.
final class IndexFile: @unchecked Sendable {
  let file: MappedFile
  private var sections: [String: UnsafeRawBufferPointer] = [:]
  /// Every section's name, bytes and stored checksum, in file order.
  private(set) var entries: [(name: String, bytes: UnsafeRawBufferPointer, checksum: UInt64)] = []

  /// Sections up to this size have their checksum verified at open: the metadata, the settings,
  /// the small tables of a small index, each costing microseconds.
  static let checksumLimitAtOpen = 1 << 16

  /// Opens and validates `path`, expected to be of `kind`; sections over `checksumLimit` bytes
  /// are left to `verifyChecksums()`.
  init(path: String, kind: UInt32, checksumLimit: Int = checksumLimitAtOpen) throws(IndexFormatError) {
    file = try MappedFile(path: path)
    let bytes = file.bytes
    func fail(_ reason: String) -> IndexFormatError { IndexFormatError(path: path, reason: reason) }
    guard bytes.count >= IndexFileLayout.headerSize,
      IndexFileLayout.magic.elementsEqual(bytes.prefix(8))
    else { throw fail("not an InstantSearch Shell index file") }
    let version = bytes.loadUnaligned(fromByteOffset: 8, as: UInt32.self)
    guard version == IndexFileLayout.formatVersion else {
      throw fail("index format version \(version) is not supported (expected \(IndexFileLayout.formatVersion)); re-import the data")
    }
    let headerChecksum = bytes.loadUnaligned(fromByteOffset: 56, as: UInt64.self)
    guard Checksum.of(UnsafeRawBufferPointer(rebasing: bytes[0..<56])) == headerChecksum else {
      throw fail("corrupt header (checksum mismatch)")
    }
    guard bytes.loadUnaligned(fromByteOffset: 12, as: UInt32.self) == kind else { throw fail("wrong kind of index file") }
    let count = Int(bytes.loadUnaligned(fromByteOffset: 16, as: UInt32.self))
    let tableOffset = bytes.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
    let length = bytes.loadUnaligned(fromByteOffset: 32, as: UInt64.self)
    guard length == UInt64(bytes.count) else {
      throw fail("truncated or extended file (\(bytes.count) bytes, header says \(length))")
    }
    let tableSize = UInt64(count * IndexFileLayout.tableEntrySize)
    guard tableOffset >= UInt64(IndexFileLayout.headerSize), tableOffset + tableSize <= length else {
      throw fail("corrupt section table")
    }
    let table = UnsafeRawBufferPointer(rebasing: bytes[Int(tableOffset)..<Int(tableOffset + tableSize)])
    guard Checksum.of(table) == bytes.loadUnaligned(fromByteOffset: 40, as: UInt64.self) else {
      throw fail("corrupt section table (checksum mismatch)")
    }
    for i in 0..<count {
      let entry = i * IndexFileLayout.tableEntrySize
      let nameBytes = table[entry..<(entry + IndexFileLayout.nameSize)].prefix { $0 != 0 }
      let name = String(decoding: nameBytes, as: UTF8.self)
      let offset = table.loadUnaligned(fromByteOffset: entry + 16, as: UInt64.self)
      let size = table.loadUnaligned(fromByteOffset: entry + 24, as: UInt64.self)
      let checksum = table.loadUnaligned(fromByteOffset: entry + 32, as: UInt64.self)
      guard offset % 8 == 0, offset >= UInt64(IndexFileLayout.headerSize), size <= tableOffset,
        offset <= tableOffset - size
      else { throw fail("section \(name) out of bounds") }
      let section = UnsafeRawBufferPointer(rebasing: bytes[Int(offset)..<Int(offset + size)])
      if section.count <= checksumLimit && Checksum.of(section) != checksum {
        throw fail("corrupt section \(name) (checksum mismatch)")
      }
      sections[name] = section
      entries.append((name, section, checksum))
    }
  }

  /// Verifies the checksum of every section, those left out at open included.
  func verifyChecksums() throws(IndexFormatError) {
    for section in entries where Checksum.of(section.bytes) != section.checksum {
      throw IndexFormatError(path: path, reason: "corrupt section \(section.name) (checksum mismatch)")
    }
  }

  /// The path of the file.
  var path: String { file.path }

  /// The raw bytes of a section.
  func raw(_ name: String) throws(IndexFormatError) -> UnsafeRawBufferPointer {
    guard let section = sections[name] else {
      throw IndexFormatError(path: path, reason: "missing section \(name)")
    }
    return section
  }

  /// A section viewed as an array of `T`; its length must be a multiple of `T`'s size.
  func array<T: BitwiseCopyable>(_ name: String, of type: T.Type, count expected: Int? = nil)
    throws(IndexFormatError) -> UnsafeBufferPointer<T>
  {
    let section = try raw(name)
    guard section.count % MemoryLayout<T>.stride == 0 else {
      throw IndexFormatError(path: path, reason: "section \(name) has a bad length")
    }
    let count = section.count / MemoryLayout<T>.stride
    if let expected, expected != count {
      throw IndexFormatError(path: path, reason: "section \(name) has \(count) entries, expected \(expected)")
    }
    guard let base = section.baseAddress, count > 0 else { return UnsafeBufferPointer(start: nil, count: 0) }
    return UnsafeBufferPointer(start: base.assumingMemoryBound(to: T.self), count: count)
  }
}
