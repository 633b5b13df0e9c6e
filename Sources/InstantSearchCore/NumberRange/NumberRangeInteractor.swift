/// The logic of a numeric range (`price:10 TO 50`): the range and the bounds it lives in.
@MainActor
public final class NumberRangeInteractor: ItemInteractor<ClosedRange<Double>?> {
  /// Fired when `bounds` change.
  public let onBoundsChanged = Observer<ClosedRange<Double>?>()
  /// Fired with the range a user action asks for (`nil` removes the filter).
  public let onNumberRangeComputed = Observer<ClosedRange<Double>?>()

  /// The values the attribute takes in the results (`facets_stats` min...max), once known.
  public var bounds: ClosedRange<Double>? {
    didSet { if bounds != oldValue { onBoundsChanged.fire(bounds) } }
  }

  /// Creates an interactor holding `item`.
  public override init(item: ClosedRange<Double>? = nil) {
    super.init(item: item)
  }

  /// Asks for `range`, clamped to the bounds when known; `nil` asks for no filter.
  public func computeNumberRange(_ range: ClosedRange<Double>?) {
    guard let range, let bounds else { return onNumberRangeComputed.fire(range) }
    onNumberRangeComputed.fire(range.clamped(to: bounds))
  }
}
