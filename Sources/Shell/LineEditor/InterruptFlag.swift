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

  /// Installs the SIGINT handler (interactive sessions only: in batch, Ctrl-C ends the process).
  public static func install() {
    signal(SIGINT) { _ in InterruptFlag.raised.store(true, ordering: .relaxed) }
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
