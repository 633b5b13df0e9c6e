import Testing
@testable import InstantSearchCore

@MainActor
@Suite("Observer: weak owners, tokens, order")
struct ObserverTests {
  @Test("Subscribers are called in subscription order, synchronously")
  func order() {
    let event = Observer<Int>()
    let recorder = Recorder<String>()
    event.subscribe(with: recorder) { recorder, value in recorder.values.append("first \(value)") }
    event.subscribe(with: recorder) { recorder, value in recorder.values.append("second \(value)") }
    event.fire(1)
    #expect(recorder.values == ["first 1", "second 1"])
  }

  @Test("A subscription ends with its owner")
  func weakOwner() {
    let event = Observer<Int>()
    var owner: Recorder<Int>? = Recorder<Int>()
    let observed = Recorder<Int>()
    event.subscribe(with: owner!) { _, value in observed.values.append(value) }
    event.fire(1)
    owner = nil
    event.fire(2)
    #expect(observed.values == [1])
    #expect(event.subscriberCount == 0)
  }

  @Test("A token cancels its own subscription only; cancelSubscriptions(for:) cancels an owner's")
  func tokens() {
    let event = Observer<Int>()
    let recorder = Recorder<String>()
    let token = event.subscribe(with: recorder) { recorder, value in recorder.values.append("a\(value)") }
    event.subscribe(with: recorder) { recorder, value in recorder.values.append("b\(value)") }
    token.cancel()
    #expect(token.isCancelled)
    event.fire(1)
    event.cancelSubscriptions(for: recorder)
    event.fire(2)
    #expect(recorder.values == ["b1"])
  }
}
