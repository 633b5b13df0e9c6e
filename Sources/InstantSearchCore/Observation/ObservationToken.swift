/// A handle on one subscription to an `Observer`, used to cancel it explicitly.
///
/// Connections keep the tokens of the subscriptions they made so that `disconnect()` removes
/// exactly those and leaves any other subscription of the same owner in place.
@MainActor
public final class ObservationToken {
  private var onCancel: (@MainActor () -> Void)?

  init(onCancel: @escaping @MainActor () -> Void) {
    self.onCancel = onCancel
  }

  /// Whether `cancel()` has been called.
  public var isCancelled: Bool { onCancel == nil }

  /// Ends the subscription; calling it again does nothing.
  public func cancel() {
    onCancel?()
    onCancel = nil
  }
}
