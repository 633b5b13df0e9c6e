/// An object an index keeps beside its records (a query rule, a synonym), which Algolia lists
/// through a `…/search` endpoint of its own.
///
/// `rules/search` and `synonyms/search` take the same query and paging and answer with the same
/// page of hits, so one request (`StoredObjectSearchRequest`), one response
/// (`StoredObjectSearchResponse`) and one search in each backend serve every kind; a kind adds
/// only what it filters on (its `Criteria`) and what its query reads (`searchedTexts`).
public protocol StoredObject: Sendable, Hashable {
  /// What a search of these objects filters on besides the query (a rule's anchoring, a
  /// synonym's type).
  associatedtype Criteria: StoredObjectCriteria where Criteria.Object == Self

  /// The object's ID, unique in its index.
  var objectID: String { get }
  /// The texts a list search's query matches (as words or the start of words).
  var searchedTexts: [String] { get }
  /// The object as Algolia's API writes it.
  var json: JSONObject { get }
  /// Reads the object as Algolia's API takes it.
  init(json object: JSONObject) throws(ModelFormatError)

  /// What the objects are called in paths and messages: `rules`, `synonyms`.
  static var pluralName: String { get }
  /// What one of them is called in messages: `rule`, `synonym`.
  static var singularName: String { get }
  /// Whether the search's answer carries `page` and `nbPages`, as Algolia's `rules/search` does
  /// and its `synonyms/search` does not.
  static var answerHasPages: Bool { get }
}
