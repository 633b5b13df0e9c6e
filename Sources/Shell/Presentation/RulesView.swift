import SearchModel

/// What `rules` shows of the last results: the query rules that applied and their custom data.
public struct RulesView: Sendable, Hashable {
  /// The rules that applied, by objectID; nil when the backend did not say (it reports them
  /// with `getRankingInfo`, which the shell asks for unless the user set it).
  public var appliedRules: [AppliedRule]?
  /// The applied rules' `userData`, one element per rule that carried some.
  public var userData: [JSONValue]

  /// The view of `response`. With `rankingInfoAsked`, Algolia's answer lists the rules that
  /// applied, none when it has no `appliedRules`; without, the answer does not tell.
  public init(_ response: SearchResponse, rankingInfoAsked: Bool) {
    appliedRules = response.appliedRules ?? (rankingInfoAsked ? [] : nil)
    userData = response.userData ?? []
  }
}
