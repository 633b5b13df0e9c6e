#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation

/// Bytes one thread writes aside while another writes the index file, copied into it afterwards.
///
/// The end of an import writes the text index's two largest sections from the occurrence store;
/// a second thread encodes the record numbers, then chunks of the positions from the back, while
/// the calling one streams in chunks from the front (`InvertedIndexWriter`, `PositionChunks`).
/// Only one thread can write the index file, so the second thread's sections wait here, on disk
/// rather than in memory: at ten million records the record numbers alone are 600 MB, added to the
/// store's peak. The occurrence store's spilled runs are kept in such files too (`OccurrenceRun`),
/// read back at given offsets. The file is removed when this is released (and it lives in the
/// import's generation directory, which a failed import removes anyway).
///
/// One thread may copy the file into the index while another still appends to it
/// (`copyAsAppended(into:)`, until `seal()`): the record numbers go into the index file as they
/// are encoded once the positions are done, not all at once after the last of them.
final class SpillFile: @unchecked Sendable {
  let path: String
  private let fd: Int32
  /// Guards `appended` and `sealed`, and wakes a copy waiting for more bytes.
  private let progress = NSCondition()
  /// The bytes appended so far.
  private var appended = 0
  /// True once the appending thread is done (or gave up).
  private var sealed = false

  /// Creates (truncating) `path`, readable by its owner only.
  init(path: String) throws {
    self.path = path
    fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
    if fd < 0 { throw IndexFormatError(path: path, reason: "cannot create file (\(String(cString: strerror(errno))))") }
  }

  deinit {
    close(fd)
    unlink(path)
  }

  /// Appends all of `bytes`.
  func append(_ bytes: UnsafeRawBufferPointer) throws {
    try IndexFileWriter.writeAll(bytes, to: fd, path: path)
    progress.lock()
    appended += bytes.count
    progress.broadcast()
    progress.unlock()
  }

  /// No more bytes will be appended: a copy waiting for them (`copyAsAppended`) ends.
  func seal() {
    progress.lock()
    sealed = true
    progress.broadcast()
    progress.unlock()
  }

  /// Copies everything appended into the current section of `file`, while another thread may
  /// still be appending: what is there is copied, then the copy waits for more, until `seal()`.
  func copyAsAppended(into file: IndexFileWriter) throws {
    let chunkSize = 1 << 20
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 64)
    defer { chunk.deallocate() }
    var copied = 0
    while true {
      progress.lock()
      while appended == copied && !sealed { progress.wait() }
      let available = appended
      progress.unlock()
      if available == copied { return }  // sealed, and everything copied
      while copied < available {
        let count = min(chunkSize, available - copied)
        try readBack(into: chunk.baseAddress!, count: count, at: copied)
        try file.write(UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
        copied += count
      }
    }
  }

  /// Reads `count` bytes at `offset` into `buffer` (every byte, or throws: a run shorter than its
  /// table says is a failed disk, not a short read to retry forever).
  func readBack(into buffer: UnsafeMutableRawPointer, count: Int, at offset: Int) throws {
    var done = 0
    while done < count {
      let n = pread(fd, buffer + done, count - done, off_t(offset + done))
      if n < 0 && errno == EINTR { continue }
      if n <= 0 {
        let reason = n < 0 ? String(cString: strerror(errno)) : "file ends early"
        throw IndexFormatError(path: path, reason: "cannot read back (\(reason))")
      }
      done += n
    }
  }

  /// Copies everything appended into the current section of `file`, once nothing is being
  /// appended any more.
  func copy(into file: IndexFileWriter) throws {
    seal()
    try copyAsAppended(into: file)
  }
}
