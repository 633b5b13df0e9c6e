import Foundation
import Synchronization

/// A thread that turns Ctrl-C (a press counted by `InterruptFlag` after a mark) into the
/// cancellation of a running command.
///
/// It only looks at the count, never resets it: a watcher that has not noticed `stop()` yet
/// cannot swallow a press meant for the prompt or for the next command, and a press that came
/// before the thread was scheduled (after Enter, under load) is still seen once it runs.
final class InterruptWatcher: Sendable {
  private let mark: InterruptFlag.Mark
  private let isStopped = Atomic<Bool>(false)
  private let onInterrupt: @Sendable () -> Void

  /// - Parameters:
  ///   - mark: Presses after this mark interrupt (the mark taken when the line was read).
  ///   - onInterrupt: called once, on the watcher thread, when Ctrl-C was pressed since `mark`.
  init(since mark: InterruptFlag.Mark, onInterrupt: @escaping @Sendable () -> Void) {
    self.mark = mark
    self.onInterrupt = onInterrupt
  }

  /// Starts polling the press count every 10 ms.
  func start() {
    let thread = Thread { [self] in
      // This thread must be able to receive SIGINT: the shell may have started with it blocked
      // (inherited from its parent) and the thread that read the line may be gone.
      InterruptFlag.unblockOnThisThread()
      while !isStopped.load(ordering: .relaxed) {
        if InterruptFlag.isRaised(since: mark) {
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
