#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes one index file in `IndexFileLayout`: sections streamed in, table and header at the end.
///
/// Sections are written through a buffer with `write(2)`; `finish()` writes the section table,
/// patches the header and `fsync`s, so a file either validates completely or not at all.
final class IndexFileWriter {
  private let path: String
  private let kind: UInt32
  private var fd: Int32
  private var buffer: [UInt8] = []
  private var position: UInt64 = 0
  private var sections: [(name: String, offset: UInt64, length: UInt64, checksum: UInt64)] = []
  private var current: (name: String, offset: UInt64, checksum: Checksum)?

  /// Creates (truncating) `path` for a file of `kind`.
  init(path: String, kind: UInt32) throws {
    self.path = path
    self.kind = kind
    fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    if fd < 0 { throw IndexFormatError(path: path, reason: "cannot create file (\(String(cString: strerror(errno))))") }
    buffer.reserveCapacity(1 << 20)
    buffer.append(contentsOf: [UInt8](repeating: 0, count: IndexFileLayout.headerSize))
    position = UInt64(IndexFileLayout.headerSize)
  }

  deinit {
    if fd >= 0 { close(fd) }
  }

  /// Starts a named section (at most 16 ASCII bytes); bytes written until `endSection()` belong to it.
  func beginSection(_ name: String) throws {
    precondition(current == nil && name.utf8.count <= IndexFileLayout.nameSize)
    try pad()
    current = (name, position, Checksum())
  }

  /// Appends raw bytes to the current section.
  func write(_ bytes: UnsafeRawBufferPointer) throws {
    current?.checksum.update(bytes)
    position += UInt64(bytes.count)
    if bytes.count >= 1 << 20 {
      // A large section goes to the file straight from its array, not through the buffer.
      try flush()
      try writeAll(bytes)
      return
    }
    buffer.append(contentsOf: bytes)
    if buffer.count >= 1 << 20 { try flush() }
  }

  /// Appends an array's elements (trivial types only) to the current section.
  func write<T: BitwiseCopyable>(array: [T]) throws {
    do {
      try array.withUnsafeBytes { bytes in try write(bytes) }
    }
  }

  /// Appends one value (little-endian machine assumed, as every platform Swift runs on).
  func write<T: BitwiseCopyable>(value: T) throws {
    var copy = value
    try withUnsafeBytes(of: &copy) { bytes in try write(bytes) }
  }

  /// Ends the current section.
  func endSection() {
    guard let open = current else { return }
    sections.append((open.name, open.offset, position - open.offset, open.checksum.value))
    current = nil
  }

  /// Writes a whole section at once.
  func section<T: BitwiseCopyable>(_ name: String, _ array: [T]) throws {
    try beginSection(name)
    try write(array: array)
    endSection()
  }

  /// Writes the table and header, syncs and closes the file.
  func finish() throws {
    endSection()
    try pad()
    let tableOffset = position
    var table: [UInt8] = []
    for section in sections {
      var name = Array(section.name.utf8)
      name += [UInt8](repeating: 0, count: IndexFileLayout.nameSize - name.count)
      table += name
      Self.append(section.offset, to: &table)
      Self.append(section.length, to: &table)
      Self.append(section.checksum, to: &table)
    }
    try table.withUnsafeBytes { bytes in try write(bytes) }
    try flush()
    let tableChecksum = table.withUnsafeBytes { Checksum.of($0) }
    var header = IndexFileLayout.magic
    Self.append(IndexFileLayout.formatVersion, to: &header)
    Self.append(kind, to: &header)
    Self.append(UInt32(sections.count), to: &header)
    Self.append(UInt32(0), to: &header)
    Self.append(tableOffset, to: &header)
    Self.append(position, to: &header)
    Self.append(tableChecksum, to: &header)
    Self.append(UInt64(0), to: &header)
    let headerChecksum = header.withUnsafeBytes { Checksum.of($0) }
    Self.append(headerChecksum, to: &header)
    let written = header.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
    if written != header.count { throw failure("cannot write header") }
    if fsync(fd) != 0 { throw failure("cannot sync") }
    close(fd)
    fd = -1
  }

  private func pad() throws {
    let padding = Int((8 - position % 8) % 8)
    if padding > 0 {
      buffer.append(contentsOf: [UInt8](repeating: 0, count: padding))
      position += UInt64(padding)
    }
  }

  private func flush() throws {
    try buffer.withUnsafeBytes { try writeAll($0) }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes all of `bytes` at the current end of the file.
  private func writeAll(_ bytes: UnsafeRawBufferPointer) throws {
    try Self.writeAll(bytes, to: fd, path: path)
  }

  /// Writes all of `bytes` to `fd` (the file at `path`), retrying short and interrupted writes;
  /// shared with `SpillFile`.
  static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32, path: String) throws {
    guard let base = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
      let n = systemWrite(fd, base + offset, bytes.count - offset)
      if n <= 0 {
        if n < 0 && errno == EINTR { continue }
        throw IndexFormatError(path: path, reason: "write failed (\(String(cString: strerror(errno))))")
      }
      offset += n
    }
  }

  private func failure(_ what: String) -> IndexFormatError {
    IndexFormatError(path: path, reason: "\(what) (\(String(cString: strerror(errno))))")
  }

  static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }
}
