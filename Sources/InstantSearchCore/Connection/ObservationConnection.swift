/// A connection made of event subscriptions plus optional set-up and tear-down steps.
///
/// `connect()` runs `setUp` then makes the subscriptions, keeping their tokens; `disconnect()`
/// cancels exactly those tokens then runs `tearDown`. Most `connectX(...)` functions build one.
@MainActor
public final class ObservationConnection: Connection {
  private let setUp: @MainActor () -> Void
  private let subscribe: @MainActor () -> [ObservationToken]
  private let tearDown: @MainActor () -> Void
  private var tokens: [ObservationToken] = []

  /// Whether the connection is currently established.
  public private(set) var isConnected = false

  /// Creates a disconnected connection; call `connect()` to establish it.
  public init(
    setUp: @escaping @MainActor () -> Void = {},
    subscribe: @escaping @MainActor () -> [ObservationToken],
    tearDown: @escaping @MainActor () -> Void = {}
  ) {
    self.setUp = setUp
    self.subscribe = subscribe
    self.tearDown = tearDown
  }

  /// Runs the set-up and makes the subscriptions.
  public func connect() {
    guard !isConnected else { return }
    isConnected = true
    setUp()
    tokens = subscribe()
  }

  /// Cancels the subscriptions and runs the tear-down.
  public func disconnect() {
    guard isConnected else { return }
    isConnected = false
    tokens.forEach { $0.cancel() }
    tokens = []
    tearDown()
  }
}
