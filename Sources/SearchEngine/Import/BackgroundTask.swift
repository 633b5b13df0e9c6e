import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a piece of work on its own thread while the caller does another; `wait()` joins it.
///
/// Writing an index ends with several independent files; the largest (the text index) is built
/// on the calling thread while this one writes the others, so the two cores an import gets are
/// both busy until the end. The work must touch nothing the caller touches meanwhile.
final class BackgroundTask: @unchecked Sendable {
  private let condition = NSCondition()
  private var finished = false
  private var failure: (any Error)?
  private let work: () throws -> Void

  /// Starts `work` at once. A `yielding` task runs at a lower priority than the import's other
  /// threads (a nice value of 10, on Linux where it is the thread's own): work that can lag behind
  /// them, which then takes the time they leave.
  init(yielding: Bool = false, _ work: @escaping () throws -> Void) {
    self.work = work
    let thread = Thread { [self] in
      #if os(Linux)
        // On Linux a nice value is a thread's, and `who` 0 is the calling thread.
        if yielding { _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10) }
      #endif
      self.run()
    }
    thread.stackSize = 1 << 22
    thread.start()
  }

  private func run() {
    var error: (any Error)?
    do { try work() } catch let thrown { error = thrown }
    condition.lock()
    failure = error
    finished = true
    condition.broadcast()
    condition.unlock()
  }

  /// Waits for the work to end and rethrows its error, if any.
  func wait() throws {
    condition.lock()
    while !finished { condition.wait() }
    let error = failure
    condition.unlock()
    if let error { throw error }
  }
}
