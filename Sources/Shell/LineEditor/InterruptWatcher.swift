import Foundation
import Synchronization

/// A thread that turns Ctrl-C (the `InterruptFlag`) into the cancellation of a running command.
final class InterruptWatcher: Sendable {
  private let isStopped = Atomic<Bool>(false)
  private let onInterrupt: @Sendable () -> Void

  /// - Parameter onInterrupt: called once, on the watcher thread, when Ctrl-C is pressed.
  init(onInterrupt: @escaping @Sendable () -> Void) {
    self.onInterrupt = onInterrupt
  }

  /// Starts polling the flag every 10 ms.
  func start() {
    let thread = Thread { [self] in
      // This thread must be able to receive SIGINT: the shell may have started with it blocked
      // (inherited from its parent) and the thread that read the line may be gone.
      InterruptFlag.unblockOnThisThread()
      while !isStopped.load(ordering: .relaxed) {
        if InterruptFlag.take() {
          onInterrupt()
          return
        }
        Thread.sleep(forTimeInterval: 0.01)
      }
    }
    thread.name = "instantsearch.interrupt"
    thread.start()
  }

  /// Stops the thread (it exits within one polling interval).
  func stop() {
    isStopped.store(true, ordering: .relaxed)
  }
}
