/// A page of hits could not be decoded into the interactor's record type.
///
/// The page is not inserted and `onResultsUpdated` does not fire; this error goes to `onError`.
public struct HitsDecodingError: Error, Sendable, CustomStringConvertible {
  /// The page that failed.
  public var page: Int
  /// The position of the failing hit within the page.
  public var hitIndex: Int
  /// The decoder's own error (a `JSONDecodingError` with a readable path for `.json`).
  public var underlyingError: any Error

  /// Describes a failure at hit `hitIndex` of `page`.
  public init(page: Int, hitIndex: Int, underlyingError: any Error) {
    self.page = page
    self.hitIndex = hitIndex
    self.underlyingError = underlyingError
  }

  /// `Decoding error: page 0, hit 3: age: expected a number, found a string "x"`.
  public var description: String {
    "Decoding error: page \(page), hit \(hitIndex): \(underlyingError)"
  }
}
