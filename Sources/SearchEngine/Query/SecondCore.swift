import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// Splits a pass over a million candidates in two halves, the second on another core, when the
/// process may run on two.
///
/// A broad query's time goes to loops that read each candidate once and write what they learn to
/// its own slot (a ranking criterion's value, an attribute key, facet counts kept per half): such
/// a loop splits without locks. Whether a second core is there is read once from the process's
/// CPU affinity, not from the machine's count, so `taskset -c 1` (how the benchmark measures one
/// core) runs every pass on the calling thread. The second half runs on a dispatch worker, which
/// is not the search's task: it does not see the task's cancellation and finishes its half, and
/// the executor's check after the stage throws as it does for a cancelled one-core pass.
enum SecondCore {
  /// Candidates below which a pass stays on one thread: handing half to another core costs some
  /// microseconds, a pass over this many costs milliseconds.
  static let threshold = 1 << 15

  /// Whether the process may run on two cores or more.
  static let available: Bool = affinityCount() >= 2

  /// Whether `split` runs a pass over `count` items in two halves: what the second half needs of
  /// its own (counts, scratch) is allocated only then.
  static func splits(_ count: Int) -> Bool { available && count >= threshold }

  /// Calls `body(0..<count/2, 0)` and `body(count/2..<count, 1)` at once on two cores, or
  /// `body(0..<count, 0)` alone below `threshold` or on one core. Returns the number of halves.
  @discardableResult
  static func split(_ count: Int, _ body: (Range<Int>, Int) -> Void) -> Int {
    guard splits(count) else {
      body(0..<count, 0)
      return 1
    }
    let middle = count / 2
    pair { half in body(half == 0 ? 0..<middle : middle..<count, half) }
    return 2
  }

  /// Calls `body(0)` and `body(1)` at once on two cores, or one after the other on one: for work
  /// the caller has split in two halves of its own (`TermSplit`), not a range of candidates.
  static func pair(_ body: (Int) -> Void) {
    guard available else {
      body(0)
      body(1)
      return
    }
    withoutActuallyEscaping(body) { body in
      let shared = UncheckedSendable(value: body)
      DispatchQueue.concurrentPerform(iterations: 2) { half in shared.value(half) }
    }
  }

  /// The CPUs the process may run on: the `Cpus_allowed` mask of /proc/self/status (Glibc's
  /// module does not export `sched_getaffinity`), 1 when it cannot be read.
  private static func affinityCount() -> Int {
    #if canImport(Glibc)
    guard let file = fopen("/proc/self/status", "r") else { return 1 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 4096)
    while fgets(&line, Int32(line.count), file) != nil {
      let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard text.hasPrefix("Cpus_allowed:") else { continue }
      let mask = text.dropFirst("Cpus_allowed:".count)
      return mask.reduce(0) { count, c in count + (c.hexDigitValue ?? 0).nonzeroBitCount }
    }
    return 1
    #else
    return 1
    #endif
  }
}

/// A value handed to the other half of a `SecondCore.split`: the halves touch disjoint slots of
/// the buffers it captures, and the split waits for both before it returns.
private struct UncheckedSendable<T>: @unchecked Sendable {
  let value: T
}
