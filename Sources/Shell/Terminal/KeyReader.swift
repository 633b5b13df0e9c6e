import CTerminal
import Dispatch
import Foundation
import Synchronization

/// A thread that reads the terminal and delivers keys and resizes as an `AsyncStream` of batches.
///
/// Reading happens off the main actor, so searches and repaints go on while no key is pressed.
/// The keys of one read come as one batch: a burst (a paste, keys typed while the screen was busy)
/// is handled whole before the next repaint and search, instead of one frame and one search a key.
/// The thread waits on standard input and on the C shim's self-pipe, which SIGWINCH, a resumption
/// after Ctrl-Z and `stop()` write to. A lone Esc is taken as the Esc key when no byte follows it within `escapeDelay`
/// (an arrow key's bytes arrive together). `stop()` returns once the thread has stopped
/// reading, so the prompt's line editor never loses a byte to it.
public final class KeyReader: Sendable {
  /// How long a lone Esc waits for the rest of a sequence (vim's `ttimeoutlen` is similar).
  public static let escapeDelay = 25

  /// The events in batches (never empty), in the order they happened.
  public let events: AsyncStream<[TerminalEvent]>
  private let continuation: AsyncStream<[TerminalEvent]>.Continuation
  private let isStopped = Atomic<Bool>(false)
  private let finished = DispatchSemaphore(value: 0)
  private let input: Int32

  public init(input: Int32 = 0) {
    self.input = input
    (events, continuation) = AsyncStream.makeStream(of: [TerminalEvent].self, bufferingPolicy: .unbounded)
  }

  /// Starts the thread.
  public func start() {
    let thread = Thread { [self] in
      run()
      finished.signal()
    }
    thread.name = "instantsearch.keys"
    thread.start()
  }

  /// Stops the thread and waits until it no longer reads.
  public func stop() {
    guard !isStopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
    cterm_wake()
    finished.wait()
    continuation.finish()
  }

  private func run() {
    var decoder = KeyDecoder()
    var resizes = cterm_resize_count()
    var resumes = cterm_resume_count()
    var buffer = [UInt8](repeating: 0, count: 512)
    while !isStopped.load(ordering: .acquiring) {
      let readable = cterm_wait_readable(input, decoder.hasPending ? Int32(Self.escapeDelay) : -1)
      if isStopped.load(ordering: .acquiring) { break }
      let now = ContinuousClock.now
      if readable == 1 {
        let count = read(input, &buffer, buffer.count)
        if count == 0 {
          continuation.yield([.endOfInput])
          break
        }
        if count < 0 { continue }
        let keys = decoder.feed(buffer[0..<count])
        if !keys.isEmpty { continuation.yield(keys.map { .key($0, readAt: now) }) }
        continue
      }
      cterm_drain_wake()
      let latest = cterm_resize_count()
      let latestResumes = cterm_resume_count()
      if latestResumes != resumes {
        resumes = latestResumes
        continuation.yield([.resumed])
      }
      if latest != resizes {
        resizes = latest
        continuation.yield([.resize])
      } else if latestResumes == resumes, decoder.hasPending {
        let keys = decoder.flush()
        if !keys.isEmpty { continuation.yield(keys.map { .key($0, readAt: now) }) }
      }
    }
  }
}
