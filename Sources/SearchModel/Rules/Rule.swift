/// One query rule of an index, in the shape Algolia's API and dashboard export use (`rule` in
/// Algolia's search.yml): when any of its conditions matches a search, its consequence changes
/// that search (parameters, query, pinned or hidden records, custom data for the UI).
///
/// Keys this type does not model (the dashboard's `_metadata`, for one) are kept in ``extra`` and
/// written back, so an exported rules file survives a read and a write unchanged.
public struct Rule: Sendable, Hashable {
  public var objectID: String
  /// The conditions; the rule applies when any of them matches. None: the rule always applies.
  public var conditions: [RuleCondition]
  /// True when the file used the deprecated single `condition` key (written back the same way).
  public var usesLegacyCondition: Bool
  public var consequence: RuleConsequence
  public var description: String?
  /// `enabled` as given; absent means enabled.
  public var enabled: Bool?
  /// The time ranges in which the rule is active; absent or empty means always.
  public var validity: [RuleTimeRange]?
  public var tags: [String]?
  public var scope: String?
  /// Keys of the rule object this type does not model, in file order.
  public var extra: JSONObject

  /// A rule with `objectID` and `consequence`.
  public init(
    objectID: String, conditions: [RuleCondition] = [], consequence: RuleConsequence = RuleConsequence(),
    description: String? = nil, enabled: Bool? = nil, validity: [RuleTimeRange]? = nil, tags: [String]? = nil,
    scope: String? = nil, usesLegacyCondition: Bool = false, extra: JSONObject = [:]
  ) {
    self.objectID = objectID
    self.conditions = conditions
    self.consequence = consequence
    self.description = description
    self.enabled = enabled
    self.validity = validity
    self.tags = tags
    self.scope = scope
    self.usesLegacyCondition = usesLegacyCondition
    self.extra = extra
  }

  /// Whether the rule may apply at all (`enabled` absent or true).
  public var isEnabled: Bool { enabled ?? true }

  /// Whether the rule is active at `seconds` since the Unix epoch: no validity, or inside one of
  /// its ranges (`from` and `until` inclusive, either end open when absent).
  public func isValid(at seconds: Int) -> Bool {
    guard let validity, !validity.isEmpty else { return true }
    return validity.contains { $0.contains(seconds) }
  }

  /// Whether the rule has validity ranges (a temporary rule outranks a permanent one).
  public var isTemporary: Bool { !(validity ?? []).isEmpty }
}

/// When a rule triggers: a query pattern (with its anchoring), a context, filters — every part
/// given must match.
public struct RuleCondition: Sendable, Hashable {
  /// Literal words and `{facet:ATTRIBUTE}` placeholders; absent: any query.
  public var pattern: String?
  public var anchoring: RuleAnchoring?
  /// Whether the pattern also matches plurals, synonyms and typos of its words.
  public var alternatives: Bool?
  /// The rule applies only to searches whose `ruleContexts` list this context.
  public var context: String?
  /// Facet filters (`brand:Apple AND type:phone`) the search's filters must contain.
  public var filters: String?
  /// Keys this type does not model.
  public var extra: JSONObject

  public init(
    pattern: String? = nil, anchoring: RuleAnchoring? = nil, alternatives: Bool? = nil, context: String? = nil,
    filters: String? = nil, extra: JSONObject = [:]
  ) {
    self.pattern = pattern
    self.anchoring = anchoring
    self.alternatives = alternatives
    self.context = context
    self.filters = filters
    self.extra = extra
  }
}

/// Which part of the query a condition's pattern must match.
public enum RuleAnchoring: String, Sendable, Hashable, CaseIterable {
  /// The whole query.
  case `is`
  /// The beginning of the query.
  case startsWith
  /// The end of the query.
  case endsWith
  /// Anywhere in the query.
  case contains
}

/// What a rule does to the searches it applies to.
public struct RuleConsequence: Sendable, Hashable {
  /// Search parameters, plus `query` (a string or edits), `automaticFacetFilters`,
  /// `automaticOptionalFacetFilters` and `renderingContent`.
  public var params: JSONObject?
  /// Records pinned at positions.
  public var promote: [RulePromotion]?
  /// Whether promoted records must match the search's filters to be shown (default false).
  public var filterPromotes: Bool?
  /// objectIDs of records removed from the results.
  public var hide: [String]?
  /// Custom data returned in the response's `userData` array.
  public var userData: JSONValue?
  /// Keys this type does not model (`redirect`, kept as given).
  public var extra: JSONObject

  public init(
    params: JSONObject? = nil, promote: [RulePromotion]? = nil, filterPromotes: Bool? = nil, hide: [String]? = nil,
    userData: JSONValue? = nil, extra: JSONObject = [:]
  ) {
    self.params = params
    self.promote = promote
    self.filterPromotes = filterPromotes
    self.hide = hide
    self.userData = userData
    self.extra = extra
  }
}

/// One promotion: a record (`objectID`) or a group of them (`objectIDs`) pinned at `position`.
public struct RulePromotion: Sendable, Hashable {
  public var objectIDs: [String]
  /// 0-based position of the (first) record.
  public var position: Int
  /// True when written as `objectIDs` (a group), false for a single `objectID`.
  public var isGroup: Bool

  public init(objectIDs: [String], position: Int, isGroup: Bool) {
    self.objectIDs = objectIDs
    self.position = position
    self.isGroup = isGroup
  }
}

/// A period in which a rule is active, in seconds since the Unix epoch.
public struct RuleTimeRange: Sendable, Hashable {
  public var from: Int?
  public var until: Int?

  public init(from: Int? = nil, until: Int? = nil) {
    self.from = from
    self.until = until
  }

  /// Whether `seconds` falls in the range (both ends inclusive).
  public func contains(_ seconds: Int) -> Bool {
    (from.map { seconds >= $0 } ?? true) && (until.map { seconds <= $0 } ?? true)
  }
}
