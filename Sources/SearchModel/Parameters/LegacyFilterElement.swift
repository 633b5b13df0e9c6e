/// One element of a legacy filter array.
public enum LegacyFilterElement: Sendable, Hashable {
  /// One filter, ANDed with its siblings.
  case single(String)
  /// Filters of which any may match (OR).
  case anyOf([String])
}
