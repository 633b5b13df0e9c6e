import DemoData
import Foundation
import SearchModel
import Testing

@testable import SearchEngine

/// A one-word query that is a broad prefix of one or two letters marks its records from its prefix list
/// (`PrefixLists`, made at import by `PrefixListBuilder`) instead of every posting of its terms:
/// the answers must be those the terms give, and a damaged list is refused like damaged postings.
@Suite("Prefix lists of one- and two-letter prefixes")
struct PrefixListTests {
  static let searchable = ["title", "brand", "unordered(body)"]

  /// Records whose words share first letters, in ordered and unordered attributes at varied
  /// positions, some holding the letter `s` alone (its exact term), imported with a list for
  /// every letter (`minPostings` 1) or with the default threshold.
  static func service(minPostings: Int, records count: Int = 2500) throws -> LocalSearchService {
    var generator = SplitMix64(seed: 12)
    let words = [
      "sun", "sand", "sea", "salt", "sail", "ship", "shore", "surf", "sole", "soup", "star", "stone", "s", "cup", "cable",
      "case", "camera", "coffee", "phone", "pad", "pink", "pro", "plus", "é", "été", "écran",
    ]
    func pick() -> String { words[Int(generator.next() % UInt64(words.count))] }
    func text(_ count: UInt64) -> String { (0..<Int(count)).map { _ in pick() }.joined(separator: " ") }
    let records: [JSONValue] = (0..<count).map { i in
      [
        "objectID": .string("\(i)"), "title": .string(text(1 + generator.next() % 4)),
        "brand": .string(["Sony", "Canon", "Philips", "Samsung"][i % 4]), "body": .string(text(generator.next() % 9)),
        "rank": .number(Double(generator.next() % 50)),
      ]
    }
    let directory = TestIndex.temporaryDirectory() + "/items"
    var importer = IndexImporter(
      directory: directory,
      settings: IndexSettings(
        searchableAttributes: searchable, attributesForFaceting: ["brand"], customRanking: ["desc(rank)"]))
    importer.prefixListMinPostings = minPostings
    _ = try importer.importRecords(records)
    return try LocalSearchService(paths: [directory])
  }

  /// `records` imported with a list for every letter, searchable in `title` alone, and the list
  /// that `s` as a query reads.
  static func titleIndex(_ records: [JSONValue]) throws -> (service: LocalSearchService, list: PrefixLists.List) {
    let directory = TestIndex.temporaryDirectory() + "/items"
    var importer = IndexImporter(directory: directory, settings: IndexSettings(searchableAttributes: ["title"]))
    importer.prefixListMinPostings = 1
    _ = try importer.importRecords(records)
    let service = try LocalSearchService(paths: [directory])
    let snapshot = try service.indexView("items").snapshot
    let matches = TermMatcher.matches(for: QueryPlan("s", options: QueryOptions()).words[0], in: snapshot.dictionary)
    let list = try #require(snapshot.prefixLists.list(covering: matches))
    return (service, snapshot.prefixLists.list(list))
  }

  /// `s` answered from its list and through its terms (the title named in
  /// `restrictSearchableAttributes`, which closes the gate a list needs): the two responses.
  static func bothWays(_ service: LocalSearchService) throws -> (fromList: SearchResponse, fromTerms: SearchResponse) {
    var fromList = SearchParameters(query: "s", hitsPerPage: 1000)
    fromList.getRankingInfo = true
    var fromTerms = fromList
    fromTerms.restrictSearchableAttributes = ["title"]
    return (try service.run(fromList), try service.run(fromTerms))
  }

  /// The list index of `service(minPostings: 1)` after `edit` of its `text.isx` (checksums
  /// repaired, so the damage reaches the structure checks), and its directory to reopen.
  static func damaged(_ edit: (IndexSnapshot, inout [UInt8]) -> Void) throws -> String {
    let service = try Self.service(minPostings: 1)
    let snapshot = try service.indexView("items").snapshot
    try CorruptIndexTests.edit(snapshot.directory, "text.isx") { bytes in
      edit(snapshot, &bytes)
      IndexFileSurgery.repairChecksums(&bytes)
    }
    return URL(fileURLWithPath: snapshot.directory).deletingLastPathComponent().path
  }

  /// What a user sees of a response: hits in order with their ranking figures and highlights,
  /// the hit count and the facet counts.
  static func answer(_ service: LocalSearchService, _ query: String, page: Int, restricted: Bool) throws -> String {
    var parameters = SearchParameters(query: query, facets: ["brand"], page: page, hitsPerPage: 40)
    parameters.getRankingInfo = true
    // Every searchable attribute named: the same answer, read through the terms' postings
    // (a restriction closes the gate a prefix list needs).
    if restricted { parameters.restrictSearchableAttributes = ["title", "brand", "body"] }
    let response = try service.run(parameters)
    var lines = ["nbHits \(response.nbHits ?? -1)", "facets \(response.facets ?? [:])"]
    for hit in response.hits {
      lines.append("\(hit["objectID"] ?? .null) \(hit["_rankingInfo"] ?? .null) \(hit["_highlightResult"] ?? .null)")
    }
    return lines.joined(separator: "\n")
  }

  @Test("a prefix's list gives the hits, order, ranking figures, highlights and counts its terms give")
  func answersMatchTheTerms() throws {
    let service = try Self.service(minPostings: 1)
    let snapshot = try service.indexView("items").snapshot
    #expect(snapshot.prefixLists.count >= 8)
    // First letters, and two-letter prefixes (their lists nested in their letter's).
    for query in ["s", "c", "p", "é", "S", "sa", "st", "ca", "so", "sh"] {
      let word = QueryPlan(query, options: QueryOptions()).words[0]
      #expect(snapshot.prefixLists.list(covering: TermMatcher.matches(for: word, in: snapshot.dictionary)) != nil, "\(query)")
      for page in [0, 1, 20] {
        let fromList = try Self.answer(service, query, page: page, restricted: false)
        let fromTerms = try Self.answer(service, query, page: page, restricted: true)
        #expect(fromList == fromTerms, "query \(query) page \(page)")
        #expect(page > 1 || fromList.contains("nbTypos"), "\(query)")
      }
    }
  }

  @Test("the scratch marked from a list holds each record's code and key as marking every term does")
  func marksMatchTheTerms() throws {
    let service = try Self.service(minPostings: 1)
    let snapshot = try service.indexView("items").snapshot
    let count = snapshot.recordCount
    for query in ["s", "c"] {
      let matches = TermMatcher.matches(for: QueryPlan(query, options: QueryOptions()).words[0], in: snapshot.dictionary)
      let list = try #require(snapshot.prefixLists.list(covering: matches))
      #expect(snapshot.prefixLists.verify(list))
      snapshot.attributeRanks.withUnsafeBufferPointer { ranks in
        let fromTerms = MarkScratch(recordCount: count)
        for match in matches { fromTerms.mark(match, postings: snapshot.postings, gate: FieldGate(), ranks: ranks) }
        let fromList = MarkScratch(recordCount: count)
        fromList.mark(prefixList: list, of: snapshot.prefixLists, placeholder: 0)
        for match in matches where match.code != 1 {
          fromList.mark(match, postings: snapshot.postings, gate: FieldGate(), ranks: ranks)
        }
        #expect(Array(fromList.codes.prefix(count)) == Array(fromTerms.codes.prefix(count)), "\(query)")
        #expect(Array(fromList.keys) == Array(fromTerms.keys), "\(query)")
        // The exact term's postings are the real ones (the exact criterion reads their positions).
        for doc in 0..<count where fromTerms.codes[doc] == 0 { #expect(fromList.refs[doc] == fromTerms.refs[doc]) }
      }
    }
  }

  @Test("instantsearch check reads every list and says how many there are")
  func checkCountsTheLists() throws {
    let service = try Self.service(minPostings: 1)
    let snapshot = try service.indexView("items").snapshot
    let directory = URL(fileURLWithPath: snapshot.directory).deletingLastPathComponent().path
    let report = IndexCheck.run(path: directory)
    #expect(report.problems.isEmpty)
    #expect(report.lines.contains { $0.hasPrefix("structure: 2500 records") && $0.contains(", \(snapshot.prefixLists.count) prefix lists, ") })
  }

  @Test("_rankingInfo names the attribute and position of the first matched word, through a list too")
  func firstMatchedWord() throws {
    let records: [JSONValue] = [
      ["objectID": "title", "title": "red phone case", "body": "cable"],
      ["objectID": "brand", "title": "red phone", "brand": "big cup"],
      ["objectID": "body", "title": "red", "body": "one two cable"],
    ]
    for minPostings in [1, PrefixListBuilder.defaultMinPostings] {
      let directory = TestIndex.temporaryDirectory() + "/items"
      var importer = IndexImporter(directory: directory, settings: IndexSettings(searchableAttributes: Self.searchable))
      importer.prefixListMinPostings = minPostings
      _ = try importer.importRecords(records)
      let service = try LocalSearchService(paths: [directory])
      var parameters = SearchParameters(query: "c")
      parameters.getRankingInfo = true
      var first: [String: Int] = [:]
      for hit in try service.run(parameters).hits {
        first[hit["objectID"]?.stringValue ?? "?"] = hit["_rankingInfo"]?.objectValue?["firstMatchedWord"]?.intValue
      }
      // Attribute rank * 1000 + word position (0 in an unordered attribute).
      #expect(first == ["title": 2, "brand": 1001, "body": 2000], "minPostings \(minPostings)")
    }
  }

  @Test("an index whose letters have few postings has no lists, and its answers do not change")
  func smallIndexesHaveNone() throws {
    let service = try Self.service(minPostings: PrefixListBuilder.defaultMinPostings)
    #expect(try service.indexView("items").snapshot.prefixLists.count == 0)
    let withLists = try Self.service(minPostings: 1)
    #expect(try Self.answer(service, "s", page: 0, restricted: false) == Self.answer(withLists, "s", page: 0, restricted: false))
  }

  @Test("a letter of more than 20,000 terms lists the first 20,000, the terms a prefix query takes")
  func expansionLimit() throws {
    // 20,100 distinct words starting with `s`, ten a record.
    func word(_ i: Int) -> String {
      "s" + String((0..<4).map { k in Character(Unicode.Scalar(UInt8(97 + (i / Int(pow(26, Double(k)))) % 26))) })
    }
    let records: [JSONValue] = (0..<2010).map { r in
      ["objectID": .string("\(r)"), "title": .string((0..<10).map { word(r * 10 + $0) }.joined(separator: " "))]
    }
    let (service, list) = try Self.titleIndex(records)
    #expect(list.endTerm - list.firstTerm == TermMatcher.maxPrefixExpansions)
    let (a, b) = try Self.bothWays(service)
    #expect(a.nbHits == b.nbHits && a.nbHits ?? 0 > 0)
    #expect(TestIndex.ids(a) == TestIndex.ids(b))
  }

  @Test("a letter whose records' best keys take more than 256 values keeps each key whole")
  func keysWithoutTable() throws {
    // Record r's first `s` word is word r of its title: 400 distinct best positions.
    let records: [JSONValue] = (0..<400).map { r in
      ["objectID": .string("\(r)"), "title": .string(String(repeating: "x ", count: r) + ["sun", "salt", "sea"][r % 3])]
    }
    let (service, list) = try Self.titleIndex(records)
    #expect(!list.isCoded)
    let (a, b) = try Self.bothWays(service)
    #expect(TestIndex.ids(a) == (0..<400).map { "\($0)" })
    #expect(TestIndex.ids(a) == TestIndex.ids(b))
    #expect(a.hits.map { $0["_rankingInfo"] } == b.hits.map { $0["_rankingInfo"] })
  }

  @Test("a key outside its list's table is refused by the first search reading the list, and by check")
  func damagedKeys() throws {
    let directory = try Self.damaged { _, bytes in
      let keys = IndexFileSurgery.section(named: "pfxKeys", in: bytes)!
      for offset in keys { bytes[offset] = 0xFF }
    }
    let reopened = try LocalSearchService(paths: [directory])
    #expect(throws: APIError.self) { try reopened.run(SearchParameters(query: "s")) }
    do {
      _ = try reopened.run(SearchParameters(query: "s"))
    } catch {
      #expect("\(error)".contains("inconsistent prefix lists"), "\(error)")
    }
    // A query reading no list still answers.
    #expect(try reopened.run(SearchParameters(query: "sun")).nbHits ?? 0 > 0)
    #expect(throws: IndexFormatError.self) { try reopened.indexView("items").snapshot.verifyStructure() }
  }

  @Test("a one-letter query reads neither the postings nor the posting table of the terms its list stands for (found by the index-file fuzzer)")
  func damagedTermUnderAList() throws {
    let directory = try Self.damaged { snapshot, bytes in
      // `sun`'s postings start past where they end (the start of the term after it).
      let sun = snapshot.dictionary.find(Array("sun".utf8))!
      let starts = IndexFileSurgery.section(named: "postStart", in: bytes)!
      IndexFileSurgery.store(&bytes, starts.lowerBound + 4 * sun, UInt32(0x7FFF_FFF0))
    }
    let reopened = try LocalSearchService(paths: [directory])
    // The letter answers from its list (it used to trap reading the damaged range for its size)...
    #expect(try reopened.run(SearchParameters(query: "s")).nbHits ?? 0 > 0)
    // ...and a query reading the damaged term is refused as before.
    #expect {
      _ = try reopened.run(SearchParameters(query: "sun"))
    } throws: { error in
      "\(error)".contains("inconsistent posting tables")
    }
  }

  @Test("a list table that does not fit its sections is refused when the index opens")
  func damagedTable() throws {
    let directory = try Self.damaged { _, bytes in
      let table = IndexFileSurgery.section(named: "pfxList", in: bytes)!
      IndexFileSurgery.store(&bytes, table.lowerBound + 12, UInt32(0x7FFF_FFF0))  // the first list's record count
    }
    #expect {
      _ = try LocalSearchService(paths: [directory])
    } throws: { error in
      "\(error)".contains("text.isx: inconsistent prefix lists")
    }
  }
}
