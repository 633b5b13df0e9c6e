/// What `rules/search` (Algolia's `searchRules`) filters on besides the query and paging: a
/// condition's anchoring and context, and whether the rule is enabled.
public struct RuleSearchCriteria: StoredObjectCriteria {
  /// Only rules with a condition of this anchoring.
  public var anchoring: RuleAnchoring?
  /// Only rules with a condition of exactly this context.
  public var context: String?
  /// Only enabled (true) or disabled (false) rules; nil lists both.
  public var enabled: Bool?

  public init(anchoring: RuleAnchoring?, context: String?, enabled: Bool?) {
    self.anchoring = anchoring
    self.context = context
    self.enabled = enabled
  }

  public init() { self.init(anchoring: nil, context: nil, enabled: nil) }

  /// Algolia's default for rules.
  public static let defaultHitsPerPage = 20

  public mutating func read(field name: String, _ value: JSONValue) throws(APIError) -> Bool {
    switch name {
    case "anchoring":
      guard let text = value.stringValue, let anchoring = RuleAnchoring(rawValue: text) else {
        throw ListPaging.invalid("anchoring", #"one of "is", "startsWith", "endsWith", "contains""#)
      }
      self.anchoring = anchoring
    case "context":
      guard let text = value.stringValue else { throw ListPaging.invalid("context", "string") }
      context = text
    case "enabled":
      guard let flag = value.boolValue else { throw ListPaging.invalid("enabled", "boolean") }
      enabled = flag
    default:
      return false
    }
    return true
  }

  public var json: JSONObject {
    var object: JSONObject = [:]
    if let anchoring { object["anchoring"] = .string(anchoring.rawValue) }
    if let context { object["context"] = .string(context) }
    if let enabled { object["enabled"] = .bool(enabled) }
    return object
  }

  public func admits(_ rule: Rule) -> Bool {
    if let enabled, rule.isEnabled != enabled { return false }
    if let anchoring, !rule.conditions.contains(where: { $0.anchoring == anchoring }) { return false }
    if let context, !rule.conditions.contains(where: { $0.context == context }) { return false }
    return true
  }
}

/// The body of `POST /1/indexes/{index}/rules/search`.
public typealias RuleSearchRequest = StoredObjectSearchRequest<RuleSearchCriteria>

/// The answer of `rules/search`: one page of rules, how many matched, the page and page count.
public typealias RuleSearchResponse = StoredObjectSearchResponse<Rule>
