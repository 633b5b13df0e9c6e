/// Which groups a clear button empties.
public enum ClearMode: Hashable, Sendable {
  /// The groups listed (every group when none is listed).
  case specified
  /// Every group except those listed.
  case except
}
