/// One entry of a response's `appliedRules`: a query rule that applied to the search.
///
/// Algolia returns the list only with `getRankingInfo`; each entry names the rule by its
/// `objectID`. Other members are kept in ``extra``.
public struct AppliedRule: Sendable, Hashable {
  /// The rule's `objectID`.
  public var objectID: String
  /// The members other than `objectID`, in the order they were read.
  public var extra: JSONObject

  /// Creates an entry for the rule `objectID`.
  public init(objectID: String, extra: JSONObject = [:]) {
    self.objectID = objectID
    self.extra = extra
  }

  /// Reads an entry; `nil` when it is not an object with a string `objectID`.
  public init?(json: JSONValue) {
    guard case .object(var object) = json, let objectID = object["objectID"]?.stringValue else { return nil }
    object.removeValue(forKey: "objectID")
    self.init(objectID: objectID, extra: object)
  }
}
