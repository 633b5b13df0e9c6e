import Testing
import SearchModel
@testable import SearchEngine

@Suite("Ranking: one tie-break case per criterion")
struct RankingTests {
  @Test("typo: fewer typos first")
  func typo() throws {
    let service = try TestIndex.service([
      ["objectID": "typo", "title": "phane"],
      ["objectID": "exact", "title": "phone"],
    ])
    #expect(try service.ids("phone") { $0.queryType = "prefixNone" } == ["exact", "typo"])
  }

  @Test("typoTolerance min and strict put typo first, even behind a sort in ranking")
  func typoFirst() throws {
    var settings = IndexSettings()
    settings.ranking = ["asc(price)", "geo", "words", "filters", "proximity", "attribute", "exact", "typo", "custom"]
    let service = try TestIndex.service(
      [
        ["objectID": "typo", "title": "phane", "price": 100],
        ["objectID": "exact", "title": "phone", "price": 900],
      ], settings: settings)
    let prefixNone: (inout SearchParameters) -> Void = { $0.queryType = "prefixNone" }
    #expect(try service.ids("phone", prefixNone) == ["typo", "exact"])  // price decides
    #expect(try service.ids("phone") { prefixNone(&$0); $0.typoTolerance = .strict } == ["exact", "typo"])
    #expect(try service.ids("phone") { prefixNone(&$0); $0.typoTolerance = .min } == ["exact"])
  }

  @Test("geo: nearer first")
  func geo() throws {
    let service = try TestIndex.service([
      ["objectID": "far", "title": "cafe", "_geoloc": ["lat": 48.0, "lng": 3.0]],
      ["objectID": "near", "title": "cafe", "_geoloc": ["lat": 48.85, "lng": 2.35]],
      ["objectID": "nowhere", "title": "cafe"],
    ])
    let ids = try service.ids("cafe") { $0.aroundLatLng = "48.8566,2.3522" }
    #expect(ids == ["near", "far"])  // a record without `_geoloc` is not around any point
    let within = try service.ids("cafe") {
      $0.aroundLatLng = "48.8566,2.3522"
      $0.aroundRadius = .meters(10_000)
    }
    #expect(within == ["near"])
  }

  @Test("filters: higher filter score first")
  func filters() throws {
    let service = try TestIndex.service(
      [
        ["objectID": "b", "title": "shoe", "brand": "Brand B"],
        ["objectID": "a", "title": "shoe", "brand": "Brand A"],
      ], settings: IndexSettings(attributesForFaceting: ["brand"]))
    let ids = try service.ids("shoe") { $0.filters = "brand:\"Brand A\"<score=3> OR brand:\"Brand B\"<score=1>" }
    #expect(ids == ["a", "b"])
    let optional = try service.ids("shoe") { $0.optionalFilters = .list([.single("brand:Brand A")]) }
    #expect(optional == ["a", "b"])
  }

  @Test("proximity: words closer together first")
  func proximity() throws {
    let service = try TestIndex.service([
      ["objectID": "apart", "title": "red big fancy old car"],
      ["objectID": "close", "title": "red car"],
    ])
    #expect(try service.ids("red car") == ["close", "apart"])
  }

  @Test("attribute: earlier searchable attribute, then earlier word, unless unordered")
  func attribute() throws {
    let settings = IndexSettings(searchableAttributes: ["title", "description"])
    let service = try TestIndex.service(
      [
        ["objectID": "inDescription", "title": "something", "description": "lamp"],
        ["objectID": "late", "title": "a very nice lamp", "description": ""],
        ["objectID": "early", "title": "lamp for desks", "description": ""],
      ], settings: settings)
    #expect(try service.ids("lamp") == ["early", "late", "inDescription"])
    let unordered = try TestIndex.service(
      [
        ["objectID": "late", "title": "a very nice lamp"],
        ["objectID": "early", "title": "lamp"],
      ], settings: IndexSettings(searchableAttributes: ["unordered(title)"], ranking: ["attribute", "custom"]))
    #expect(try unordered.ids("lamp") == ["late", "early"])
  }

  @Test("attribute: a prefix or a typo matching several words of a record ranks it by the best-placed one")
  func attributeOfSeveralTerms() throws {
    // Each time the record listed second has, besides a word the dictionary sorts first, another
    // match in the title: it ranks first. (It used to be ranked by the dictionary's first term,
    // in the description, and tie with the first record.)
    let settings = IndexSettings(searchableAttributes: ["title", "description"], ranking: ["attribute", "custom"])
    let prefix = try TestIndex.service(
      [
        ["objectID": "descriptionOnly", "title": "yak", "description": "cable"],
        ["objectID": "alsoInTitle", "title": "zebra cup", "description": "cable"],
      ], settings: settings)
    #expect(try prefix.ids("c") == ["alsoInTitle", "descriptionOnly"])
    // The prefix as a later word of the query, marked for the first word's candidates only.
    let later = try TestIndex.service(
      [
        ["objectID": "descriptionOnly", "title": "dog", "description": "yak cup"],
        ["objectID": "alsoInTitle", "title": "cup", "description": "yak cable"],
      ], settings: settings)
    #expect(try later.ids("yak c") == ["alsoInTitle", "descriptionOnly"])
    // Two corrections with one typo each: "lamp" is read before "lump".
    let typo = try TestIndex.service(
      [
        ["objectID": "descriptionOnly", "title": "yak", "description": "lamp"],
        ["objectID": "alsoInTitle", "title": "zebra lump", "description": "lamp"],
      ], settings: settings)
    #expect(try typo.ids("limp") { $0.queryType = "prefixNone" } == ["alsoInTitle", "descriptionOnly"])
  }

  @Test("exact: a whole-word match beats a prefix match")
  func exact() throws {
    let service = try TestIndex.service([
      ["objectID": "prefix", "title": "phones"],
      ["objectID": "word", "title": "phone"],
    ])
    #expect(try service.ids("phone") == ["word", "prefix"])
  }

  @Test("custom: customRanking breaks the remaining ties; missing values last")
  func custom() throws {
    let service = try TestIndex.service(
      [
        ["objectID": "none", "title": "mug"],
        ["objectID": "low", "title": "mug", "popularity": 1],
        ["objectID": "high", "title": "mug", "popularity": 9],
      ], settings: IndexSettings(customRanking: ["desc(popularity)"]))
    #expect(try service.ids("mug") == ["high", "low", "none"])
  }

  @Test("a sort replica ranks by its attribute first")
  func replica() throws {
    let service = try TestIndex.service(
      [
        ["objectID": "mid", "title": "tv", "price": 500],
        ["objectID": "cheap", "title": "tv", "price": 100],
        ["objectID": "dear", "title": "tv", "price": 900],
      ], settings: IndexSettings(replicas: ["items_price_asc", "items_price_desc"]))
    #expect(TestIndex.ids(try service.run("items_price_asc", SearchParameters(query: "tv"))) == ["cheap", "mid", "dear"])
    #expect(TestIndex.ids(try service.run("items_price_desc", SearchParameters(query: "tv"))) == ["dear", "mid", "cheap"])
  }

  @Test("ties keep record order, so output is deterministic")
  func deterministic() throws {
    let service = try TestIndex.service((0..<30).map { ["objectID": .string("r\($0)"), "title": "same words"] })
    let first = try service.run(SearchParameters(query: "same"))
    let second = try service.run(SearchParameters(query: "same"))
    #expect(TestIndex.ids(first) == (0..<20).map { "r\($0)" })
    #expect(first.hits == second.hits)
  }

  @Test("getRankingInfo reports the figures used")
  func rankingInfo() throws {
    let service = try TestIndex.service(
      [["objectID": "1", "title": "blue suede shoes"]], settings: IndexSettings(searchableAttributes: ["title"]))
    let response = try service.run(SearchParameters(query: "suede shoez", getRankingInfo: true))
    let info = try #require(response.hits.first?["_rankingInfo"]?.objectValue)
    #expect(info["nbTypos"] == 1)
    #expect(info["firstMatchedWord"] == 1)
    #expect(info["proximityDistance"] == 1)
    #expect(info["words"] == 2)
    #expect(info["nbExactWords"] == 1)
  }
}
