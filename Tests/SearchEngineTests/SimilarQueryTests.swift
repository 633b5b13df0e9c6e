import Testing
import SearchModel
@testable import SearchEngine

/// `similarQuery`: keywords searched instead of `query` broadly: no prefix, stop words removed,
/// every word optional, `words` ranked first.
@Suite("similarQuery: a broad search for similar records")
struct SimilarQueryTests {
  let service: LocalSearchService

  init() throws {
    service = try TestIndex.service(
      [
        ["objectID": "two", "title": "crime drama"],
        ["objectID": "one", "title": "comedy"],
        ["objectID": "three", "title": "a crime comedy drama"],
        ["objectID": "prefix", "title": "dramatic thriller"],
        ["objectID": "stop", "title": "the end"],
        ["objectID": "typo", "title": "comedi drama crime"],
      ],
      settings: IndexSettings(searchableAttributes: ["title"]))
  }

  func ids(similar: JSONValue?, query: String? = nil) throws -> [String] {
    var parameters = SearchParameters(query: query)
    parameters.extra["similarQuery"] = similar
    return TestIndex.ids(try service.run(parameters))
  }

  @Test("as a query, the keywords find only the records with all of them (one with a typo)")
  func asQuery() throws {
    #expect(try ids(similar: nil, query: "comedy drama crime") == ["three", "typo"])
  }

  @Test("as similarQuery, any keyword matches, more keywords first (words before typo), and query is ignored")
  func broad() throws {
    let found = try ids(similar: "comedy drama crime")
    #expect(found == ["three", "typo", "two", "one"])
    let overridden = try ids(similar: "comedy drama crime", query: "thriller")
    #expect(overridden == found)
  }

  @Test("no prefix matching: thrill does not find thriller")
  func noPrefix() throws {
    #expect(try ids(similar: "thrill") == [])
    #expect(try ids(similar: nil, query: "thrill") == ["prefix"])
  }

  @Test("stop words are removed: the does not find 'the end'")
  func stopWords() throws {
    let found = Set(try ids(similar: "the comedy"))
    #expect(found == ["three", "one", "typo"])
    #expect(try ids(similar: nil, query: "the").contains("stop"))
  }

  @Test("the response echoes the parameters as sent")
  func echo() throws {
    var parameters = SearchParameters(query: "x")
    parameters.extra["similarQuery"] = "comedy"
    let response = try service.run(parameters)
    #expect(response.query == "x")
    #expect(response.params?.contains("similarQuery=comedy") == true)
  }

  @Test("an empty similarQuery changes nothing; a value that is not a string is Algolia's 400")
  func values() throws {
    #expect(try ids(similar: "", query: "comedy drama crime") == ["three", "typo"])
    #expect(throws: APIError(message: "Invalid value for \"similarQuery\" parameter, expected string", status: 400)) {
      _ = try ids(similar: 3)
    }
  }
}
