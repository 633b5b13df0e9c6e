/// Why a `facetFilters`, `numericFilters` or `tagFilters` value could not be read, in
/// Algolia's wording where it has one (`Invalid syntax for numeric condition:status=open`).
public struct LegacyFilterError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The message the API returns.
  public var message: String

  /// An error saying `message`.
  public init(message: String) {
    self.message = message
  }

  /// The message, as the API prints it (no prefix for these parameters).
  public var description: String { message }
}
