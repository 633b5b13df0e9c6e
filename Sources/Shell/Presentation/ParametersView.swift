import SearchModel

/// Search parameters as shown (`get`): their values by name, and the one asked for, if any.
public struct ParametersView: Sendable, Hashable {
  /// The parameters set, and the hits list's settings, in the order shown.
  public var values: JSONObject
  /// The parameter asked for (shown even when unset, as `null`); nil shows them all.
  public var asked: String?
}
