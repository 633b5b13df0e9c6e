extension Rule: StoredObject {
  public typealias Criteria = RuleSearchCriteria

  /// The objectID, description, and each condition's pattern and context.
  public var searchedTexts: [String] {
    [objectID, description ?? ""] + conditions.flatMap { [$0.pattern ?? "", $0.context ?? ""] }
  }

  public static let pluralName = "rules"
  public static let singularName = "rule"
  public static let answerHasPages = true
}
