import Foundation
import Synchronization
import Testing

@testable import Shell

/// Ctrl-C without a terminal: a press is recorded as the SIGINT handler records it
/// (`InterruptFlag.raise()`), and the prompt loop, the watchers and the script runner are
/// driven directly. Serialized: the press count is process-wide.
@Suite("Ctrl-C reaches the running command", .serialized)
@MainActor
struct InterruptTests {
  /// A session printing plainly into memory, and the prompt loop around it.
  static func loop(
    keepGoing: Bool = false, environment: [String: String] = [:]
  ) -> (InteractiveLoop, output: BufferSink, errors: BufferSink) {
    let output = BufferSink()
    let errors = BufferSink()
    let session = ShellSession(
      printer: Printer(output: output, errors: errors, isJSON: false, style: .plain),
      settings: SessionSettings(isInteractive: true, keepGoing: keepGoing), environment: environment
    )
    return (InteractiveLoop(session: session, environment: [:]), output, errors)
  }

  /// Whether a watcher called back (set on its thread, read here).
  final class Fired: Sendable {
    private let value = Atomic<Bool>(false)
    func set() { value.store(true, ordering: .relaxed) }
    var isSet: Bool { value.load(ordering: .relaxed) }
  }

  /// Waits (up to 10 s, polling) until `condition` holds.
  static func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<1000 {
      if condition() { return true }
      try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
  }

  @Test("a Ctrl-C pressed after Enter, before the command has started, interrupts that line")
  func pressBeforeTheCommandStarts() async {
    let (loop, output, errors) = Self.loop()
    let mark = InterruptFlag.mark()  // taken before the line was read
    InterruptFlag.raise()  // pressed after Enter, before the statements run
    await loop.runLine("echo first; echo second", interruptedSince: mark)
    #expect(output.text == "")
    #expect(errors.text == "error: interrupted\n")
  }

  @Test("a Ctrl-C from before the line was read does not interrupt it")
  func pressBeforeTheMark() async {
    let (loop, output, errors) = Self.loop()
    InterruptFlag.raise()
    let mark = InterruptFlag.mark()
    await loop.runLine("echo first; echo second", interruptedSince: mark)
    #expect(output.text == "first\nsecond\n")
    #expect(errors.text == "")
  }

  @Test("watching does not use a press up: a watcher still polling cannot take it from the next one")
  func watchersDoNotCompete() async {
    let mark = InterruptFlag.mark()
    let staleFired = Fired()
    let stale = InterruptWatcher(since: mark) { staleFired.set() }
    stale.start()
    defer { stale.stop() }
    InterruptFlag.raise()
    #expect(await Self.eventually { staleFired.isSet })

    // The command this press is for starts its watcher only now (a loaded machine).
    let fired = Fired()
    let current = InterruptWatcher(since: mark) { fired.set() }
    current.start()
    defer { current.stop() }
    #expect(await Self.eventually { fired.isSet })
  }

  @Test("a watcher does not fire without a press after its mark; the first press after it fires it")
  func watcherWithoutPress() async throws {
    InterruptFlag.raise()
    let mark = InterruptFlag.mark()
    // What the watcher's thread polls: a press before the mark is not one after it.
    #expect(!InterruptFlag.isRaised(since: mark))
    let fired = Fired()
    let watcher = InterruptWatcher(since: mark) { fired.set() }
    watcher.start()
    defer { watcher.stop() }
    #expect(!fired.isSet)
    InterruptFlag.raise()
    #expect(InterruptFlag.isRaised(since: mark))
    #expect(await Self.eventually { fired.isSet })
  }

  @Test("a cancelled script stops before its next statement, even one that never waits, even with --keep-going")
  func cancelledScriptStops() async {
    let (loop, output, errors) = Self.loop(keepGoing: true)
    let runner = ScriptRunner(session: loop.session)
    let task = Task { @MainActor in
      await runner.run(StringLineSource(text: "echo one\necho two\n", source: "long.is"))
    }
    task.cancel()  // Ctrl-C: the task cannot have started, the test holds the main actor
    let outcome = await task.value
    #expect(outcome == .stopped)
    #expect(output.text == "")
    #expect(errors.text == "long.is:1: interrupted\n")
    #expect(loop.session.failureCount == 1)
  }
}
