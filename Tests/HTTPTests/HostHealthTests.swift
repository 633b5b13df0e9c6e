import Synchronization
import Testing
@testable import AlgoliaClient

@Suite("Host health: the down TTL on a stepped clock")
struct HostHealthTests {
  /// A clock a spec moves by hand.
  final class SteppedClock: Sendable {
    private let offset = Mutex<Duration>(.zero)
    private let start = ContinuousClock.now
    var now: ContinuousClock.Instant { start + offset.withLock { $0 } }
    func advance(by duration: Duration) { offset.withLock { $0 += duration } }
  }

  let first = AlgoliaHost(scheme: "http", name: "first.example", port: 80)
  let second = AlgoliaHost(scheme: "http", name: "second.example", port: 80)
  /// The time the health table reads, stepped by the spec.
  let clock = SteppedClock()
  /// Hosts stay down for five minutes.
  let health: HostHealth

  init() {
    let stepped = self.clock
    health = HostHealth(downTTL: .seconds(300), now: { stepped.now })
  }

  @Test("a failed host is skipped for exactly the TTL, then planned again with a fresh state")
  func downForTheTTL() async {
    await health.recordTimeout(first)
    await health.recordFailure(first)
    #expect(await health.isDown(first))
    #expect(await health.plan(for: [first, second]).map(\.host) == [second])
    clock.advance(by: .seconds(299))
    #expect(await health.isDown(first))
    #expect(await health.plan(for: [first, second]).map(\.host) == [second])
    clock.advance(by: .seconds(1))
    #expect(!(await health.isDown(first)))
    let plan = await health.plan(for: [first, second])
    #expect(plan.map(\.host) == [first, second])
    #expect(plan.map(\.timeouts) == [0, 0])
  }

  @Test("when every host is down, all of them are planned rather than none")
  func allDown() async {
    await health.recordFailure(first)
    await health.recordFailure(second)
    #expect(await health.plan(for: [first, second]).map(\.host) == [first, second])
  }
}
