/// What `synonyms/search` (Algolia's `searchSynonyms`) filters on besides the query and paging:
/// the synonym's type.
public struct SynonymSearchCriteria: StoredObjectCriteria {
  /// Only synonyms of this kind.
  public var kind: Synonym.Kind?

  public init(kind: Synonym.Kind?) {
    self.kind = kind
  }

  public init() { self.init(kind: nil) }

  /// Algolia's default for synonyms.
  public static let defaultHitsPerPage = 100

  public mutating func read(field name: String, _ value: JSONValue) throws(APIError) -> Bool {
    guard name == "type" else { return false }
    guard let text = value.stringValue, let kind = Synonym.Kind(spelling: text) else {
      throw ListPaging.invalid("type", #"one of "synonym", "onewaysynonym", "altcorrection1", "altcorrection2", "placeholder""#)
    }
    self.kind = kind
    return true
  }

  public var json: JSONObject {
    kind.map { ["type": .string($0.rawValue)] } ?? [:]
  }

  public func admits(_ synonym: Synonym) -> Bool {
    kind == nil || synonym.kind == kind
  }
}

/// The body of `POST /1/indexes/{index}/synonyms/search`.
public typealias SynonymSearchRequest = StoredObjectSearchRequest<SynonymSearchCriteria>

/// The answer of `synonyms/search`: one page of synonyms and how many matched in all.
public typealias SynonymSearchResponse = StoredObjectSearchResponse<Synonym>
