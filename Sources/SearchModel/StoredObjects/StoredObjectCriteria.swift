/// What one kind of list search filters on besides the query and paging they all share: the
/// fields of the request body only that kind has (`anchoring`, `context`, `enabled` for rules,
/// `type` for synonyms).
public protocol StoredObjectCriteria: Sendable, Hashable {
  /// The objects filtered.
  associatedtype Object

  /// No filter: every object passes.
  init()
  /// `hitsPerPage` when the request does not say (Algolia's: 20 rules, 100 synonyms).
  static var defaultHitsPerPage: Int { get }
  /// Reads `value` when `name` is a field of this kind of search, with Algolia's 400 for a value
  /// of the wrong type; false when the field is not one of them.
  mutating func read(field name: String, _ value: JSONValue) throws(APIError) -> Bool
  /// The fields set, as Algolia's clients send them.
  var json: JSONObject { get }
  /// Whether `object` passes the filters (the query aside).
  func admits(_ object: Object) -> Bool
}
