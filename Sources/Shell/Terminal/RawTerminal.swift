import CTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The controlling terminal in full-screen mode: raw input, the alternate screen, restored on
/// every way out.
///
/// Entering saves the terminal settings, switches to raw mode and to the alternate screen
/// (`smcup`), and arms the C shim's signal handlers and atexit hook, which put the saved settings
/// back if the process is terminated (SIGTERM, SIGHUP), or crashes, while the screen is up, and
/// give the terminal back for the time the process is suspended (SIGTSTP).
/// `leave()` does it on the normal way out. Only one full-screen terminal exists at a time.
public struct RawTerminal: Sendable {
  /// Alternate screen on, cursor home, screen cleared.
  static let enterSequence = "\u{1B}[?1049h\u{1B}[H\u{1B}[2J"
  /// Attributes reset, cursor shown, alternate screen off (the prompt's screen comes back).
  static let leaveSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  /// The file descriptors used (standard input and output).
  let input: Int32
  let output: Int32

  /// Enters full-screen mode on standard input and output.
  ///
  /// - Throws: `CommandFailure` when they are not a terminal or full-screen mode is already on.
  public static func enter() throws(CommandFailure) -> RawTerminal {
    guard isatty(0) == 1, isatty(1) == 1 else {
      throw CommandFailure("live: needs a terminal (standard input and output are not both terminals)")
    }
    guard cterm_enter(0, 1, enterSequence, leaveSequence) == 0 else {
      throw CommandFailure("live: cannot set up the terminal: \(String(cString: strerror(errno)))")
    }
    return RawTerminal(input: 0, output: 1)
  }

  /// Restores the terminal as it was on entry.
  public func leave() {
    cterm_leave()
  }

  /// Suspends the process (job control's Ctrl-Z): the terminal is given back as it was entered
  /// and taken again when the process is continued; returns then.
  public func suspend() {
    cterm_suspend()
  }

  /// The window size (rows, columns); 24 × 80 when the terminal does not say.
  public func size() -> (rows: Int, columns: Int) {
    var rows: Int32 = 0
    var columns: Int32 = 0
    guard cterm_window_size(output, &rows, &columns) == 0 else { return (24, 80) }
    return (Int(rows), Int(columns))
  }

  /// Writes `text` whole (retrying short and interrupted writes).
  public func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeMutableBytes { buffer in
        Glibc.write(output, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if count > 0 {
        offset += count
      } else if count < 0, errno == EINTR {
        continue
      } else {
        return
      }
    }
  }
}
