#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A read-only memory mapping of a whole file.
///
/// Opening an index maps its files instead of reading them, so a million records open in a few
/// system calls and pages come in only when a query touches them. The mapping never changes after
/// `init`, which is why sharing it between tasks is safe.
final class MappedFile: @unchecked Sendable {
  /// The file's path, for error messages.
  let path: String
  /// The file's bytes.
  let bytes: UnsafeRawBufferPointer

  /// Maps `path`; an empty file maps to an empty buffer.
  init(path: String) throws(IndexFormatError) {
    self.path = path
    let fd = open(path, O_RDONLY)
    if fd < 0 { throw IndexFormatError(path: path, reason: "cannot open (\(systemErrorMessage()))") }
    defer { close(fd) }
    var info = stat()
    if fstat(fd, &info) != 0 { throw IndexFormatError(path: path, reason: "cannot stat (\(systemErrorMessage()))") }
    let size = Int(info.st_size)
    if size == 0 {
      bytes = UnsafeRawBufferPointer(start: nil, count: 0)
      return
    }
    guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), address != MAP_FAILED else {
      throw IndexFormatError(path: path, reason: "cannot map (\(systemErrorMessage()))")
    }
    bytes = UnsafeRawBufferPointer(start: address, count: size)
  }

  deinit {
    if let base = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: base), bytes.count) }
  }
}
