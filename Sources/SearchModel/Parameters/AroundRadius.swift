/// `aroundRadius`: a radius in metres, or `"all"` to disable the radius limit.
public enum AroundRadius: Sendable, Hashable {
  /// A radius in metres.
  case meters(Int)
  /// No radius limit.
  case all
}
