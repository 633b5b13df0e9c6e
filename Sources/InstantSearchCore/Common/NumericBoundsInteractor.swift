/// An interactor that clamps what it computes to the bounds of a numeric attribute.
///
/// Both the single comparison (`NumberInteractor`) and the range (`NumberRangeInteractor`) take
/// those bounds from the same place, the `facets_stats` of the latest results, so the wiring to a
/// searcher is written once, here.
@MainActor
public protocol NumericBoundsInteractor: AnyObject {
  /// The smallest and largest value among the matching records; nil until known.
  var bounds: ClosedRange<Double>? { get set }
}

extension NumericBoundsInteractor {
  /// Takes the bounds from `searcher`'s `facets_stats` for `attribute` (added to its facets).
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher, attribute: String) -> any Connection {
    searcher.connectFacets([attribute], to: self) { interactor, response in
      let stats = response.facetsStats?[attribute]
      interactor.bounds = stats.flatMap { $0.min <= $0.max ? $0.min...$0.max : nil }
    }
  }
}
