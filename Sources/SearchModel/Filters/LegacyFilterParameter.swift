/// The legacy parameter a `LegacyFilters` value was given in; it decides how each string reads.
public enum LegacyFilterParameter: String, Sendable, Hashable, CaseIterable {
  /// `attribute:value`, `attribute:-value` (negated), `attribute:\-value` (a leading dash).
  case facetFilters
  /// `price>=10`, `price!=3`, `price:10 TO 20`.
  case numericFilters
  /// `tag`, `-tag` (negated), `\-tag` (a leading dash).
  case tagFilters
  /// Facet (or `_tags`) filters with an optional `<score=N>`, as `facetFilters` otherwise.
  case optionalFilters
}
