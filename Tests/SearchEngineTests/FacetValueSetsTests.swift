import DemoData
import SearchModel
import Testing

@testable import SearchEngine

/// A multi-valued facet whose records share their lists of values is counted by list
/// (`FacetValueSets`); one whose lists are mostly distinct is counted value by value. Both must
/// give the records' own counts.
@Suite("Facet counts by value set")
struct FacetValueSetsTests {
  /// Records 0..<count: `title` holds `alpha` in two of three and `beta` in one of five, `shared`
  /// one of seven lists (a value repeated in several of them, one list empty), `unique` one of
  /// 2,100.
  static let count = 4_000
  static func shared(_ i: Int) -> [String] {
    [["a", "b"], ["b", "c", "d"], ["a"], [], ["d", "a", "e"], ["e"], ["b", "a"]][i % 7]
  }
  /// 2,100 distinct lists of 703 values: more lists than one per eight records.
  static func unique(_ i: Int) -> [String] { ["u\(i % 700)", "v\(i % 3)"] }
  static func title(_ i: Int) -> String { (i % 3 != 0 ? "alpha " : "") + (i % 5 == 0 ? "beta" : "gamma") }

  static let index: (service: LocalSearchService, snapshot: IndexSnapshot) = {
    let records: [JSONValue] = (0..<count).map { i in
      .object([
        "objectID": .string("\(i)"), "title": .string(title(i)),
        "shared": .array(shared(i).map(JSONValue.string)), "unique": .array(unique(i).map(JSONValue.string)),
      ])
    }
    let directory = TestIndex.temporaryDirectory() + "/items"
    _ = try! IndexImporter(directory: directory, settings: IndexSettings(attributesForFaceting: ["shared", "unique"]))
      .importRecords(records)
    let snapshot = try! IndexSnapshot(name: "items", directory: IndexDirectory.liveGeneration(of: directory))
    return (try! LocalSearchService(paths: [directory]), snapshot)
  }()

  @Test("shared lists are counted by set: every record's set holds its own values")
  func setsOfSharedLists() throws {
    let column = try #require(Self.index.snapshot.facets["shared"])
    let sets = try #require(column.valueSets)
    #expect(sets.count == 7)
    for doc in 0..<Self.count {
      let id = Int(sets.ids[doc])
      let codes = sets.codes[Int(sets.offsets[id])..<Int(sets.offsets[id + 1])].map(Int.init)
      var own: [Int] = []
      column.forEachValue(of: doc) { own.append($0 + 1) }
      #expect(codes == own, "record \(doc)")
    }
    // Too many lists: not worth sets.
    #expect(try #require(Self.index.snapshot.facets["unique"]).valueSets == nil)
  }

  @Test("counts by set and value by value are the records' counts, for few and for most records, filtered or not")
  func countsMatchTheRecords() throws {
    let cases: [(String, String?, (Int) -> Bool)] = [
      ("beta", nil, { $0 % 5 == 0 }),  // a fifth: counted directly
      ("alpha", nil, { $0 % 3 != 0 }),  // two thirds: subtracted from the totals
      ("", nil, { _ in true }),  // every record: the totals
      ("alpha", "shared:b", { $0 % 3 != 0 && Self.shared($0).contains("b") }),
    ]
    for (query, filter, matches) in cases {
      var parameters = SearchParameters(query: query, facets: ["shared", "unique"], maxValuesPerFacet: 1_000)
      parameters.filters = filter
      let response = try Self.index.service.run(parameters)
      var expected: [String: [String: Int]] = [:]
      for i in 0..<Self.count where matches(i) {
        for value in Self.shared(i) { expected["shared", default: [:]][value, default: 0] += 1 }
        for value in Self.unique(i) { expected["unique", default: [:]][value, default: 0] += 1 }
      }
      var counted: [String: [String: Int]] = [:]
      for (facet, values) in response.facets ?? [:] where !values.isEmpty {
        counted[facet] = Dictionary(uniqueKeysWithValues: values.map { ($0.key, $0.value) })
      }
      for facet in ["shared", "unique"] {
        #expect(counted[facet] == expected[facet], "\(facet): query '\(query)' filter \(filter ?? "none")")
      }
    }
  }
}
