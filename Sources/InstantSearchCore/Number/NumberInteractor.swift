/// The logic of one numeric comparison (`price <= 50`, `rating >= 4`): the number, its bounds.
///
/// A user action computes a number (clamped to the bounds, when known) and fires
/// `onNumberComputed`; the filter-state connection turns it into a filter and the filter
/// state's change sets `item` back.
@MainActor
public final class NumberInteractor: ItemInteractor<Double?> {
  /// Fired when `bounds` change.
  public let onBoundsChanged = Observer<ClosedRange<Double>?>()
  /// Fired with the number a user action asks for (`nil` removes the filter).
  public let onNumberComputed = Observer<Double?>()

  /// The values the attribute takes in the results (`facets_stats` min...max), once known.
  public var bounds: ClosedRange<Double>? {
    didSet { if bounds != oldValue { onBoundsChanged.fire(bounds) } }
  }

  /// Creates an interactor holding `item`.
  public override init(item: Double? = nil) {
    super.init(item: item)
  }

  /// Asks for `number`, clamped to the bounds; `nil` asks for no filter.
  public func computeNumber(_ number: Double?) {
    guard let number else { return onNumberComputed.fire(nil) }
    guard let bounds else { return onNumberComputed.fire(number) }
    onNumberComputed.fire(min(max(number, bounds.lowerBound), bounds.upperBound))
  }

  /// Asks for the current number plus `step` (from the lower bound, or 0, when unset).
  public func increase(by step: Double = 1) {
    computeNumber((item ?? bounds?.lowerBound ?? 0) + step)
  }

  /// Asks for the current number minus `step` (from the lower bound, or 0, when unset).
  public func decrease(by step: Double = 1) {
    computeNumber((item ?? bounds?.lowerBound ?? 0) - step)
  }
}
