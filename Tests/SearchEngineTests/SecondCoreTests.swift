import DemoData
import SearchModel
import Testing

@testable import SearchEngine

/// The passes split over two cores (ranking criteria, attribute keys, facet counts) only split
/// above `SecondCore.threshold` candidates, so these specs search 80,000 records; on a machine
/// (or a `taskset`) with one core they would test nothing and are skipped.
@Suite(
  "Passes over a large candidate set give on two cores the answers of one core",
  .enabled(if: SecondCore.available, "the process has one core: passes never split"))
struct SecondCoreTests {
  static let recordCount = 80_000
  static let colors = ["red", "green", "blue", "black", "white", "grey", "pink"]

  /// `alpha` in two records of three (counted by subtracting the others from the totals), `beta`
  /// in one of two (counted directly), at positions that give varied proximities and attributes.
  static let service: LocalSearchService = {
    var generator = SplitMix64(seed: 23)
    let filler = ["one", "two", "three", "four", "five", "six"]
    let records: [JSONValue] = (0..<recordCount).map { i in
      var words = (0..<8).map { _ in filler[Int(generator.next() % UInt64(filler.count))] }
      if i % 3 != 0 { words[Int(generator.next() % 8)] = "alpha" }
      if i % 2 == 0 { words.insert("beta", at: Int(generator.next() % 9)) }
      let split = Int(generator.next() % UInt64(words.count))
      var object: JSONObject = ["objectID": .string("\(i)"), "uid": .string("u\(i)")]
      object["title"] = .string(words[..<split].joined(separator: " "))
      object["body"] = .string(words[split...].joined(separator: " "))
      object["color"] = .string(colors[i % colors.count])
      object["tags"] = .array([.string("t\(i % 4)"), .string("s\(i % 6)")])
      object["popularity"] = .number(Double(generator.next() % 100))
      return .object(object)
    }
    var settings = IndexSettings(searchableAttributes: ["title", "body"], customRanking: ["desc(popularity)"])
    settings.attributesForFaceting = ["color", "tags"]
    settings.attributeForDistinct = "uid"
    return try! TestIndex.service(records, settings: settings)
  }()

  @Test("facet counts of a query matching most records and of one matching few are the records' counts")
  func facetCounts() throws {
    for (query, matches) in [("alpha", { (i: Int) in i % 3 != 0 }), ("beta", { (i: Int) in i % 2 == 0 })] {
      var expected: [String: [String: Int]] = ["color": [:], "tags": [:]]
      for i in 0..<Self.recordCount where matches(i) {
        expected["color"]![Self.colors[i % Self.colors.count], default: 0] += 1
        expected["tags"]!["t\(i % 4)", default: 0] += 1
        expected["tags"]!["s\(i % 6)", default: 0] += 1
      }
      let response = try Self.service.run(SearchParameters(query: query, facets: ["color", "tags"]))
      var counted: [String: [String: Int]] = [:]
      for (facet, values) in response.facets ?? [:] {
        counted[facet] = Dictionary(uniqueKeysWithValues: values.map { ($0.key, $0.value) })
      }
      #expect(counted == expected, "query \(query)")
      #expect(response.nbHits == (0..<Self.recordCount).filter(matches).count, "query \(query)")
    }
  }

  @Test("the ranked pages of broad queries are the full sort's")
  func rankedPages() throws {
    for query in ["alpha", "alpha three", "three alpha", "alpha beta", "four five six"] {
      for page in [0, 3] {
        func ids(distinct: Bool) throws -> [String] {
          try Self.service.ids(query) {
            $0.hitsPerPage = 20
            $0.page = page
            if distinct { $0.distinct = .bool(true) }
          }
        }
        let expected = try ids(distinct: true)  // distinct on a unique key: a full sort
        #expect(expected.count == 20, "query \(query) page \(page)")
        #expect(try ids(distinct: false) == expected, "query \(query) page \(page)")
      }
    }
  }
}
