import Foundation

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

  /// Starts `work` at once.
  init(_ work: @escaping () throws -> Void) {
    self.work = work
    let thread = Thread { [self] in self.run() }
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
