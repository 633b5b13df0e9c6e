/// `typoTolerance`: `true`, `false`, `"min"` or `"strict"`.
public enum TypoTolerance: String, Sendable, Hashable, CaseIterable {
  /// Typos tolerated (the default).
  case `true`
  /// No typos tolerated.
  case `false`
  /// Only hits with the fewest typos are kept.
  case min
  /// Hits with the fewest typos, plus the next best count.
  case strict
}
