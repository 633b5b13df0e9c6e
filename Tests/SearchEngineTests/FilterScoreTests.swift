import Testing
import SearchModel
@testable import SearchEngine

@Suite("Filter scores: the best filter of an OR group, or their sum with sumOrFiltersScores")
struct FilterScoreTests {
  let service: LocalSearchService

  init() throws {
    // "both" matches two filters of the group worth 2 each; "one" matches one worth 3.
    service = try TestIndex.service(
      [
        ["objectID": "both", "title": "shoe", "color": ["red", "blue"]],
        ["objectID": "one", "title": "shoe", "color": ["green"]],
        ["objectID": "none", "title": "shoe", "color": ["black"]],
      ], settings: IndexSettings(attributesForFaceting: ["color"]))
  }

  /// The hits' objectIDs and their `filters` ranking figure.
  func ranked(_ configure: (inout SearchParameters) -> Void) throws -> [String] {
    var parameters = SearchParameters(query: "shoe")
    parameters.getRankingInfo = true
    configure(&parameters)
    return try service.run(parameters).hits.map { hit in
      "\(hit["objectID"]?.stringValue ?? "?")=\(hit["_rankingInfo"]?["filters"]?.doubleValue.map { Int($0) } ?? -1)"
    }
  }

  static let group = LegacyFilters.list([.anyOf(["color:red<score=2>", "color:blue<score=2>", "color:green<score=3>"])])

  @Test("an OR group of optional filters scores the best filter a record matches")
  func bestOfGroup() throws {
    #expect(try ranked { $0.optionalFilters = Self.group } == ["one=3", "both=2", "none=0"])
  }

  @Test("sumOrFiltersScores adds the scores of every filter of the group a record matches")
  func summed() throws {
    let ids = try ranked {
      $0.optionalFilters = Self.group
      $0.extra["sumOrFiltersScores"] = true
    }
    #expect(ids == ["both=4", "one=3", "none=0"])
  }

  @Test("sumOrFiltersScores sums scored filters of an OR group in `filters` too")
  func summedInFilters() throws {
    let filters = "color:red<score=2> OR color:blue<score=2> OR color:green<score=3>"
    #expect(try ranked { $0.filters = filters } == ["one=3", "both=2"])
    #expect(try ranked { $0.filters = filters; $0.extra["sumOrFiltersScores"] = true } == ["both=4", "one=3"])
  }

  @Test("separate optional filters each add their score to the records they match")
  func separateFiltersAdd() throws {
    let separate = LegacyFilters.list([.single("color:red<score=2>"), .single("color:blue<score=3>"), .single("color:green")])
    #expect(try ranked { $0.optionalFilters = separate } == ["both=5", "one=1", "none=0"])
    // A group of one filter and a group of several, together.
    let mixed = LegacyFilters.list([.single("color:blue<score=3>"), .anyOf(["color:red<score=2>", "color:green<score=4>"])])
    #expect(try ranked { $0.optionalFilters = mixed } == ["both=5", "one=4", "none=0"])
  }

  @Test("a value that is not a boolean is Algolia's 400")
  func badValue() throws {
    #expect(throws: APIError(message: "Invalid value for \"sumOrFiltersScores\" parameter, expected boolean", status: 400)) {
      var parameters = SearchParameters(query: "shoe")
      parameters.extra["sumOrFiltersScores"] = "often"
      _ = try service.run(parameters)
    }
  }
}
