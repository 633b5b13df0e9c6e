@preconcurrency import CEditLine
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C as a flag: the SIGINT handler sets it, the prompt loop and the command runner read it.
///
/// A signal handler may only do async-signal-safe work, so it stores to a lock-free atomic and
/// nothing else; cancelling the running task happens on an ordinary thread that polls the flag.
public enum InterruptFlag {
  /// Set by SIGINT, cleared by whoever handles it.
  static let raised = Atomic<Bool>(false)

  /// The thread that reads the terminal (the main thread), as a number.
  static let readerThread = Atomic<UInt>(0)

  /// Installs the SIGINT handler (interactive sessions only: in batch, Ctrl-C ends the process).
  ///
  /// Must be called on the thread that calls `readline()`. The process has other threads (the
  /// Swift concurrency pool) and the kernel may deliver SIGINT to any of them; the handler then
  /// forwards it to the reader thread, whose blocked `read` must be interrupted for the line to
  /// be abandoned.
  public static func install() {
    readerThread.store(UInt(pthread_self()), ordering: .relaxed)
    _ = cedit_install_sigint { signal in
      InterruptFlag.raised.store(true, ordering: .relaxed)
      let reader = InterruptFlag.readerThread.load(ordering: .relaxed)
      if reader != 0, UInt(pthread_self()) != reader {
        _ = pthread_kill(pthread_t(reader), signal)
      }
    }
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

  /// Whether Ctrl-C was pressed since the last `clear()`; clears the flag.
  public static func take() -> Bool {
    raised.exchange(false, ordering: .relaxed)
  }

  /// Forgets an earlier Ctrl-C.
  public static func clear() {
    raised.store(false, ordering: .relaxed)
  }
}
