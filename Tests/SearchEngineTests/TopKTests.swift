import DemoData
import SearchModel
import Testing

@testable import SearchEngine

@Suite("Top-k selection agrees with a full sort")
struct TopKTests {
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
    for page in [0, 1, 9, 49] {
      func ids(distinct: Bool) throws -> [String] {
        try service.ids("item") {
          $0.hitsPerPage = 20
          $0.page = page
          if distinct { $0.distinct = .bool(true) }
        }
      }
      let expected = try ids(distinct: true)
      #expect(expected.count == 20, "page \(page)")
      #expect(try ids(distinct: false) == expected, "page \(page)")
    }
  }
}
