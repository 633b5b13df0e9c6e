import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// libedit's character source (`rl_getc_function`): reads the terminal one character at a time.
///
/// Why not libedit's own reader: on Ctrl-C libedit re-raises SIGINT to our handler and then
/// resumes the interrupted `read`, so the line would be kept. Reading ourselves, a `read`
/// interrupted after a Ctrl-C press (one counted since the prompt's mark) returns end-of-file,
/// which makes `readline()` return NULL at once. libedit expects a code point, not a byte (bytes
/// would be double-encoded), so UTF-8 sequences are decoded here.
enum TerminalInput {
  /// The end-of-file value libedit expects.
  static let endOfFile: Int32 = -1

  /// The press count when the current prompt was shown (`InterruptFlag.Mark.presses`): libedit
  /// calls `readCharacter` through a C pointer, so the mark cannot be passed as an argument.
  private static let promptMark = Atomic<UInt>(0)

  /// Makes a Ctrl-C pressed after `mark` end the line being read.
  static func interrupt(since mark: InterruptFlag.Mark) {
    promptMark.store(mark.presses, ordering: .relaxed)
  }

  /// A byte read after a Ctrl-C that the line it was read for must not get (typed ahead for
  /// the next line), or -1.
  private static let typedAhead = Atomic<Int>(-1)

  /// The next character from standard input as a Unicode code point, or `endOfFile`.
  static func readCharacter() -> Int32 {
    guard let first = readByte() else { return endOfFile }
    let length: Int
    var scalar: UInt32
    switch first {
    case 0..<0x80: return Int32(first)
    case 0xC0..<0xE0: (length, scalar) = (2, UInt32(first & 0x1F))
    case 0xE0..<0xF0: (length, scalar) = (3, UInt32(first & 0x0F))
    case 0xF0..<0xF8: (length, scalar) = (4, UInt32(first & 0x07))
    default: return Int32(first)
    }
    for _ in 1..<length {
      guard let next = readByte() else { return endOfFile }
      guard next & 0xC0 == 0x80 else { return Int32(next) }
      scalar = (scalar << 6) | UInt32(next & 0x3F)
    }
    return Int32(bitPattern: scalar)
  }

  /// One byte, retrying interrupted reads unless Ctrl-C was pressed.
  ///
  /// A press that came while no `read` was blocked (during a Tab that waited for facet values
  /// from the backend) interrupted nothing, so it is checked before reading too: the line is
  /// abandoned at once instead of at the next key, which would then carry the press over to the
  /// line's commands.
  ///
  /// A byte that arrives while a Ctrl-C is still on its way (sent to another thread, not yet
  /// handled) was typed after the press: it is kept for the next line rather than added to the
  /// one being abandoned, so typing straight on after Ctrl-C loses no key.
  private static func readByte() -> UInt8? {
    var byte: UInt8 = 0
    while true {
      if isInterrupted() { return nil }
      let kept = typedAhead.exchange(-1, ordering: .relaxed)
      if kept >= 0 { return UInt8(kept) }
      let count = read(0, &byte, 1)
      if count == 1 {
        if InterruptFlag.isPending(), waitForPendingPress() {
          typedAhead.store(Int(byte), ordering: .relaxed)
          return nil
        }
        return byte
      }
      if count == 0 { return nil }
      if errno == EINTR, !isInterrupted() { continue }
      return nil
    }
  }

  /// Whether Ctrl-C was pressed since the prompt was shown.
  private static func isInterrupted() -> Bool {
    InterruptFlag.isRaised(since: InterruptFlag.Mark(presses: promptMark.load(ordering: .relaxed)))
  }

  /// Waits (at most 200 ms) for a pending SIGINT to be counted; whether it was.
  private static func waitForPendingPress() -> Bool {
    for _ in 0..<200 {
      if isInterrupted() { return true }
      var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
      _ = nanosleep(&pause, nil)
    }
    return isInterrupted()
  }
}
