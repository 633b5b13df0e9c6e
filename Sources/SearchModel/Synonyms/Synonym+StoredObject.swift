extension Synonym: StoredObject {
  public typealias Criteria = SynonymSearchCriteria

  /// Every text the synonym holds, and its objectID.
  public var searchedTexts: [String] { texts + [objectID] }

  public static let pluralName = "synonyms"
  public static let singularName = "synonym"
  public static let answerHasPages = false
}
