#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `TextSink` on a file descriptor (1 or 2), written with `write(2)` and no stdio buffering.
///
/// Going straight to the descriptor keeps stdout and stderr in the order the shell wrote them,
/// and needs none of the C library's mutable `stdout` globals that Swift 6 rejects.
public final class FileSink: TextSink {
  /// The descriptor written to.
  public let descriptor: Int32
  private var buffer: [UInt8] = []

  public init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Standard output.
  public static func standardOutput() -> FileSink { FileSink(descriptor: 1) }
  /// Standard error.
  public static func standardError() -> FileSink { FileSink(descriptor: 2) }

  public func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 64 * 1024 { flush() }
  }

  public func flush() {
    var offset = 0
    while offset < buffer.count {
      let written = buffer[offset...].withUnsafeBytes { raw in
        #if canImport(Glibc)
          Glibc.write(descriptor, raw.baseAddress, raw.count)
        #else
          Darwin.write(descriptor, raw.baseAddress, raw.count)
        #endif
      }
      if written < 0 {
        if errno == EINTR { continue }
        break  // EPIPE and friends: the reader has gone; drop the output.
      }
      offset += written
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// True when the descriptor is a terminal.
  public var isTerminal: Bool { isatty(descriptor) == 1 }
}
