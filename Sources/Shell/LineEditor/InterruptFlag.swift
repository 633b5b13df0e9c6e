@preconcurrency import CEditLine
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C as a count of presses: the SIGINT handler adds one, the prompt and the command runner
/// compare it with the count they saw when they started.
///
/// Nobody clears or takes a press. Each reader keeps a `Mark` (the count when its line was
/// read) and asks whether a press came since, so several readers never compete for one press:
/// a watcher that is still polling after its command ended cannot swallow the Ctrl-C meant for
/// the prompt or the next command, and a Ctrl-C pressed right after Enter, before the command
/// is running, is not wiped out by the command's start. A signal handler may only do
/// async-signal-safe work, so it adds to a lock-free atomic and nothing else; cancelling the
/// running task happens on an ordinary thread that polls the count.
public enum InterruptFlag {
  /// How many times Ctrl-C was pressed (wrapping; only compared for equality).
  static let presses = Atomic<UInt>(0)

  /// The thread that reads the terminal (the main thread), as a number.
  static let readerThread = Atomic<UInt>(0)

  /// The number of presses at one moment: "was Ctrl-C pressed since then?"
  public struct Mark: Sendable, Hashable {
    let presses: UInt
  }

  /// The current mark; take it before reading a line, so a press while the line is typed, just
  /// after Enter or while its commands run all count for that line.
  public static func mark() -> Mark {
    Mark(presses: presses.load(ordering: .acquiring))
  }

  /// Whether Ctrl-C was pressed after `mark` was taken.
  public static func isRaised(since mark: Mark) -> Bool {
    presses.load(ordering: .acquiring) != mark.presses
  }

  /// Records one press: what the SIGINT handler does (async-signal-safe: one lock-free add).
  static func raise() {
    presses.wrappingAdd(1, ordering: .releasing)
  }

  /// Installs the SIGINT handler (interactive sessions only: in batch, Ctrl-C ends the process).
  ///
  /// Must be called on the thread that calls `readline()`. The process has other threads (the
  /// Swift concurrency pool) and the kernel may deliver SIGINT to any of them; the handler then
  /// forwards it to the reader thread, whose blocked `read` must be interrupted for the line to
  /// be abandoned, and only the reader's handler counts the press. Counting on both threads
  /// would count one press twice, and under load the second count could land after the next
  /// prompt took its mark and abandon that line too.
  public static func install() {
    readerThread.store(UInt(pthread_self()), ordering: .relaxed)
    _ = cedit_install_sigint { signal in
      let reader = InterruptFlag.readerThread.load(ordering: .relaxed)
      if reader != 0, UInt(pthread_self()) != reader {
        _ = pthread_kill(pthread_t(reader), signal)
      } else {
        InterruptFlag.raise()
      }
    }
  }

  /// Whether SIGINT was sent to the process and no thread has handled it yet.
  ///
  /// A key typed right after Ctrl-C can reach the reader's `read` before the thread the kernel
  /// chose for the signal has run its handler (that thread may not be scheduled for
  /// milliseconds under load); `TerminalInput` asks this to keep such a key for the next line.
  static func isPending() -> Bool {
    var set = sigset_t()
    sigemptyset(&set)
    guard sigpending(&set) == 0 else { return false }
    return sigismember(&set, SIGINT) == 1
  }

  /// Makes the calling thread the one SIGINT is forwarded to, and lets it receive SIGINT
  /// (threads of the Swift runtime may start with it blocked), so Ctrl-C interrupts its `read`.
  public static func becomeReader() {
    unblockOnThisThread()
    readerThread.store(UInt(pthread_self()), ordering: .relaxed)
  }

  /// Lets the calling thread receive SIGINT.
  static func unblockOnThisThread() {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }
}
