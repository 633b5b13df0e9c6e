/// `distinct`: `true`/`false` or a number of hits kept per distinct group (0 to 4).
public enum Distinct: Sendable, Hashable {
  /// `true` keeps one hit per group, `false` disables distinct.
  case bool(Bool)
  /// Number of hits kept per distinct group.
  case count(Int)
}
