import DemoData
import SearchModel
import Testing

@testable import SearchEngine

@Suite("Top-k selection agrees with a full sort")
struct TopKTests {
  /// Page `page` of `query` (20 hits) as ranked, and as a full sort ranks it: distinct on an
  /// attribute every record has its own value of (`uid`) ranks every candidate with a full sort,
  /// the reference order.
  private func page(
    _ page: Int, of query: String, in service: LocalSearchService,
    _ configure: (inout SearchParameters) -> Void = { _ in }
  ) throws -> (ranked: [String], fullSort: [String]) {
    func ids(distinct: Bool) throws -> [String] {
      try service.ids(query) {
        $0.hitsPerPage = 20
        $0.page = page
        configure(&$0)
        if distinct { $0.distinct = .bool(true) }
      }
    }
    return (try ids(distinct: false), try ids(distinct: true))
  }

  /// An index of one record per row (objectID and `uid` its number), ranked by `desc(popularity)`,
  /// with `distinct` on `uid` for `page`'s full sort.
  private func rankedIndex(
    _ rows: [(title: String, description: String, popularity: Double)], searchable: [String]
  ) throws -> LocalSearchService {
    let records: [JSONValue] = rows.enumerated().map { i, row in
      ["objectID": .string("\(i)"), "uid": .string("u\(i)"), "title": .string(row.title),
        "description": .string(row.description), "popularity": .number(row.popularity)]
    }
    var settings = IndexSettings(searchableAttributes: searchable, customRanking: ["desc(popularity)"])
    settings.attributeForDistinct = "uid"
    return try TestIndex.service(records, settings: settings)
  }

  @Test("every page of a bounded-heap ranking equals the same slice of the fully sorted ranking")
  func pagesMatchFullSort() throws {
    var generator = SplitMix64(seed: 7)
    let words = ["red", "blue", "shoe", "boot", "sock", "redo", "shoes", "boots"]
    let records: [JSONValue] = (0..<400).map { i in
      var object: JSONObject = [:]
      object["objectID"] = .string("\(i)")
      let title = (0..<4).map { _ in words[Int(generator.next() % UInt64(words.count))] }.joined(separator: " ")
      object["title"] = .string(title)
      object["body"] = .string(words[Int(generator.next() % UInt64(words.count))])
      if generator.next() % 5 != 0 { object["popularity"] = .number(Double(generator.next() % 50)) }
      object["rating"] = .number(Double(generator.next() % 5))
      return .object(object)
    }
    let service = try TestIndex.service(
      records,
      settings: IndexSettings(searchableAttributes: ["title", "unordered(body)"], customRanking: ["desc(popularity)", "asc(rating)"]))
    for query in ["", "red", "shoe boot", "bots", "re"] {
      let full = try service.ids(query) { $0.hitsPerPage = 1000 }
      #expect(full.count <= 400)
      for page in 0..<4 {
        let slice = try service.ids(query) {
          $0.hitsPerPage = 7
          $0.page = page
        }
        let expected = Array(full.dropFirst(page * 7).prefix(7))
        #expect(slice == expected, "query \(query) page \(page)")
      }
    }
  }

  @Test("an empty query's pages, read in the stored custom-ranking order, are the full sort's, filtered or not")
  func emptyQueryInStoredOrder() throws {
    var generator = SplitMix64(seed: 5)
    let records: [JSONValue] = (0..<2000).map { i in
      var object: JSONObject = [:]
      object["objectID"] = .string("\(i)")
      object["uid"] = .string("u\(i)")
      object["title"] = .string("item")
      // Ties (20 values) and records without the attribute (ranked last, by record id).
      if generator.next() % 7 != 0 { object["popularity"] = .number(Double(generator.next() % 20)) }
      object["rating"] = .number(Double(generator.next() % 5))
      object["rare"] = .bool(generator.next() % 50 == 0)
      return .object(object)
    }
    var settings = IndexSettings(
      searchableAttributes: ["title"], attributesForFaceting: ["rating", "rare"], customRanking: ["desc(popularity)"])
    settings.attributeForDistinct = "uid"
    let service = try TestIndex.service(records, settings: settings)
    // Every record; most of them (the walk with a membership set); one in fifty (the heap).
    for filters in [nil, "rating < 4", "rare:true"] as [String?] {
      // Distinct on a unique attribute ranks every candidate with a full sort: the reference order.
      let full = try service.ids("") {
        $0.filters = filters
        $0.hitsPerPage = 1000
        $0.distinct = .bool(true)
      }
      #expect(full.count > 20)
      for page in [0, 1, 5, 40] {
        let slice = try service.ids("") {
          $0.filters = filters
          $0.hitsPerPage = 20
          $0.page = page
        }
        let expected = Array(full.dropFirst(page * 20).prefix(20))
        #expect(slice == expected, "filters \(filters ?? "none") page \(page)")
      }
    }
  }

  @Test("selecting by typo, proximity (read by attribute group), attribute and exact before the heap gives the full sort's pages (3,000 records)")
  func stagedSelectionMatchesFullSort() throws {
    var generator = SplitMix64(seed: 11)
    let words = ["red", "blue", "shoe", "boot", "sock", "redo", "shoes", "boots", "green", "sole", "lace", "heel"]
    func pick() -> String { words[Int(generator.next() % UInt64(words.count))] }
    let records: [JSONValue] = (0..<3000).map { i in
      var object: JSONObject = [:]
      object["objectID"] = .string("\(i)")
      object["uid"] = .string("u\(i)")
      object["title"] = .string((0..<(2 + Int(generator.next() % 6))).map { _ in pick() }.joined(separator: " "))
      object["tags"] = .array((0..<Int(generator.next() % 3)).map { _ in .string(pick()) })
      object["body"] = .string((0..<12).map { _ in pick() }.joined(separator: " "))
      object["popularity"] = .number(Double(generator.next() % 40))
      return .object(object)
    }
    var settings = IndexSettings(searchableAttributes: ["title", "tags", "unordered(body)"], customRanking: ["desc(popularity)"])
    // Distinct on a unique attribute ranks every candidate with a full sort: the reference order.
    settings.attributeForDistinct = "uid"
    let service = try TestIndex.service(records, settings: settings)
    for query in ["red", "shoe boot", "bots", "re", "red sho", "blue red shoe", "heal", "sole lace heel"] {
      // minProximity 3 puts most candidates at the proximity floor; page 40 needs more of them
      // than the best attribute groups hold.
      for (page, minProximity) in [(0, 1), (1, 1), (7, 1), (40, 1), (0, 3), (7, 3)] {
        func ids(distinct: Bool) throws -> [String] {
          try service.ids(query) {
            $0.hitsPerPage = 20
            $0.page = page
            if minProximity != 1 { $0.extra["minProximity"] = .number(Double(minProximity)) }
            if distinct { $0.distinct = .bool(true) }
          }
        }
        let expected = try ids(distinct: true)
        #expect(expected.count == 20, "query \(query) page \(page) minProximity \(minProximity)")
        #expect(try ids(distinct: false) == expected, "query \(query) page \(page) minProximity \(minProximity)")
      }
      let nbHits = try service.run(SearchParameters(query: query)).nbHits ?? 0
      #expect(nbHits > 1024, "query \(query) should match most records, not \(nbHits)")
    }
  }

  @Test("at the proximity floor, records whose words are closest in a worse attribute than their best one rank by the closest: the page is the full sort's")
  func floorGroupsReadTheClosestAttribute() throws {
    // 10 records with the words side by side at the start of the title; 30 with them side by side
    // three words in; 2,500 with "red" starting the title but the words side by side only in the
    // description. All are at the floor; by best-ranked attribute the 2,500 would tie with the 10.
    var rows: [(title: String, description: String, popularity: Double)] = []
    func add(_ title: String, _ description: String) {
      rows.append((title, description, Double((rows.count * 7919) % 1000)))
    }
    for _ in 0..<10 { add("red shoe", "leather") }
    for _ in 0..<30 { add("a pair of red shoe", "leather") }
    for _ in 0..<2500 { add("red lamp", "a red shoe for the lamp") }
    let service = try rankedIndex(rows, searchable: ["title", "description"])
    for number in 0..<3 {
      let (ranked, expected) = try page(number, of: "red shoe", in: service)
      #expect(ranked == expected, "page \(number)")
      if number == 0 {
        // The 10 first, then the best 10 of the 30 by popularity.
        #expect(Set(expected.prefix(10)) == Set((0..<10).map { "\($0)" }))
        let thirty = (10..<40).sorted { ($0 * 7919) % 1000 > ($1 * 7919) % 1000 }.prefix(10).map { "\($0)" }
        #expect(Array(expected.suffix(10)) == thirty)
      }
    }
  }

  @Test("a large group of candidates with the same closest attribute, read in exact-then-custom order: the page is the full sort's")
  func largeGroupReadInPageOrder() throws {
    // 6,000 records with "red" in the title and the query's words in the description only: side
    // by side ("red shoe", both exact; "red shoes", a prefix), or not ("red big shoe").
    var generator = SplitMix64(seed: 5)
    let rows = (0..<6000).map { i in
      let description = ["a red shoe for you", "a red shoes for you", "a red big shoe for you"][Int(generator.next() % 3)]
      return (title: "red lamp \(i % 7)", description: description, popularity: Double(generator.next() % 500))
    }
    let service = try rankedIndex(rows, searchable: ["title", "unordered(description)"])
    for number in [0, 1, 40] {
      let (ranked, expected) = try page(number, of: "red shoe", in: service)
      #expect(expected.count == 20, "page \(number)")
      #expect(ranked == expected, "page \(number)")
    }
  }

  @Test("the best attribute groups hold no candidate at the proximity floor: the groups after them are read too, and the page is the full sort's")
  func floorPageBeyondTheFirstGroups() throws {
    // 300 records with the words side by side in the title of a longer name, 6,000 with both words
    // in the title but apart (the best bound, none at the floor), 5,000 with the words side by side
    // in the description only: the first groups read are too few, the page comes from later ones.
    var generator = SplitMix64(seed: 21)
    var rows: [(title: String, description: String, popularity: Double)] = []
    for _ in 0..<300 { rows.append(("a lamp for a red shoe", "wool", Double(generator.next() % 700))) }
    for i in 0..<6000 { rows.append(("red big shoe \(i % 5)", "wool", Double(generator.next() % 700))) }
    for i in 0..<5000 { rows.append(("red lamp \(i % 3)", "a red shoe", Double(generator.next() % 700))) }
    let service = try rankedIndex(rows, searchable: ["title", "description"])
    for number in [0, 10, 40] {
      let (ranked, expected) = try page(number, of: "red shoe", in: service)
      #expect(expected.count == 20, "page \(number)")
      #expect(ranked == expected, "page \(number)")
    }
    // The first page: the 300 with the words side by side in the title.
    let (first, _) = try page(0, of: "red shoe", in: service)
    #expect(first.allSatisfy { Int($0)! < 300 })
  }

  @Test("a third of the candidates tied at the page's proximity, ranked by the attribute their words are closest in: the page is the full sort's")
  func minorityTiedAtThePagesProximity() throws {
    // No record has the words side by side. A thousand have them two apart (half in the title,
    // half in the description, with "red" in the title), two thousand five apart.
    var generator = SplitMix64(seed: 9)
    let rows = (0..<3000).map { i in
      let (title, description) =
        i % 3 == 0
        ? (i % 2 == 0 ? ("red big shoe", "wool") : ("red lamp", "a red big shoe"))
        : ("red lamp", "red is a colour for a shoe")
      return (title: title, description: description, popularity: Double(generator.next() % 300))
    }
    let service = try rankedIndex(rows, searchable: ["title", "description"])
    for number in [0, 20, 30] {
      let (ranked, expected) = try page(number, of: "red shoe", in: service)
      #expect(expected.count == 20, "page \(number)")
      #expect(ranked == expected, "page \(number)")
    }
    // The first pages: records with the words two apart in the title.
    let (first, _) = try page(0, of: "red shoe", in: service)
    #expect(first.allSatisfy { Int($0)! % 6 == 0 })
  }

  @Test("candidates tying on every criterion but the custom ranking come in custom-rank order, ties by record, as the full sort's")
  func tiedPoolByCustomRank() throws {
    var generator = SplitMix64(seed: 17)
    let records: [JSONValue] = (0..<3000).map { i in
      var object: JSONObject = [:]
      object["objectID"] = .string("\(i)")
      object["uid"] = .string("u\(i)")
      // The query word in every record, in an unordered attribute of several words: no typo, the
      // same attribute key and no exact single-word match for any of them.
      object["body"] = .string("some item here \(i)")
      // Twenty values for ties, and records without one (ranked last).
      if generator.next() % 9 != 0 { object["popularity"] = .number(Double(generator.next() % 20)) }
      return .object(object)
    }
    var settings = IndexSettings(searchableAttributes: ["unordered(body)"], customRanking: ["desc(popularity)"])
    settings.attributeForDistinct = "uid"
    let service = try TestIndex.service(records, settings: settings)
    for number in [0, 1, 9, 49] {
      let (ranked, expected) = try page(number, of: "item", in: service)
      #expect(expected.count == 20, "page \(number)")
      #expect(ranked == expected, "page \(number)")
    }
  }
}
