import Foundation
import Testing
import SearchModel
@testable import SearchEngine

@Suite("Import pipeline: records prepared and tokenized on the reader's thread")
struct ImportPipelineTests {
  /// Records covering every text shape, a generated and a numeric objectID, and bad records.
  static let lines = [
    #"{"objectID":"a","title":"Wireless Headphones","tags":["noise cancelling","usb-c"],"brand":"Sony","price":99.5}"#,
    #"{"title":"Café crème","specs":{"colour":"Black","weight":450},"brand":"Nespresso","price":120}"#,
    #"{"objectID":17,"title":"Single","tags":["one",2,["nested","array"]],"brand":"Acme"}"#,
    #"{"objectID":"a","title":"duplicate of a","brand":"Sony"}"#,
    #"{"objectID":["bad"],"title":"bad objectID"}"#,
    #"{"objectID":"z","title":"Ünïcödé Straße ﬁne","tags":[],"brand":null,"price":-3}"#,
  ]

  static let settings = IndexSettings(
    searchableAttributes: ["title", "unordered(tags)", "specs.colour", "specs"],
    attributesForFaceting: ["brand", "price"])

  /// The generation files of the live index at `directory`.
  private func files(_ directory: String) throws -> [String: Data] {
    let generation = try IndexDirectory.liveGeneration(of: directory)
    var result: [String: Data] = [:]
    for name in [IndexLayout.records, IndexLayout.text, IndexLayout.facets, IndexLayout.numbers] {
      result[name] = FileManager.default.contents(atPath: generation + "/" + name)
    }
    return result
  }

  @Test("a file import builds byte-identical files to the same records imported in memory, bad records skipped alike")
  func fileImportMatchesInMemoryImport() throws {
    let root = TestIndex.temporaryDirectory()
    let path = root + "/records.ndjson"
    try Self.lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    let fromFile = try IndexImporter(directory: root + "/file", settings: Self.settings, skipInvalid: true)
      .importFiles([path])
    let records = try Self.lines.map { try JSONValue(parsing: $0) }
    let inMemory = try IndexImporter(directory: root + "/memory", settings: Self.settings, skipInvalid: true)
      .importRecords(records)
    #expect(fromFile.imported == 4 && fromFile.skipped == 2)
    #expect(inMemory.imported == fromFile.imported && inMemory.skipped == fromFile.skipped)
    let a = try files(root + "/file")
    let b = try files(root + "/memory")
    for name in a.keys.sorted() { #expect(a[name] == b[name], "\(name) differs") }

    let service = try LocalSearchService(paths: [root + "/file"])
    #expect(try service.run("file", SearchParameters(query: "cancelling")).hits.count == 1)
    #expect(try service.run("file", SearchParameters(query: "nested")).hits.first?["objectID"] == "17")
    #expect(try service.run("file", SearchParameters(query: "black")).hits.count == 1)
    #expect(try service.run("file", SearchParameters(query: "duplicate")).hits.isEmpty)
    #expect(try service.run("file", SearchParameters(query: "unicode")).hits.first?["objectID"] == "z")
  }

  @Test("numeric columns are sorted by value then record: negatives, zeros, duplicates and arrays")
  func numericColumnOrder() throws {
    let prices: [JSONValue] = [5, -2.5, 0, [7, -2.5], 5, 1e300, -1e300, 0.001, [], 5]
    let records: [JSONValue] = prices.enumerated().map { .object(["objectID": .string("r\($0)"), "price": $1]) }
    let directory = TestIndex.temporaryDirectory() + "/numbers"
    _ = try IndexImporter(directory: directory).importRecords(records)
    let snapshot = try IndexDirectory.open(directory)
    let column = try #require(snapshot.numerics["price"])
    var expected: [(Double, UInt32)] = []
    for (doc, price) in prices.enumerated() {
      let values = price.arrayValue ?? [price]
      for value in values { expected.append((value.doubleValue ?? .nan, UInt32(doc))) }
    }
    expected.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
    var sortedValues: [Double] = []
    for k in column.distinct.indices {
      sortedValues += Array(repeating: column.distinct[k], count: Int(column.valueStarts[k + 1] - column.valueStarts[k]))
    }
    #expect(sortedValues == expected.map(\.0))
    #expect(Array(column.sortedDocs) == expected.map(\.1))
    for (doc, price) in prices.enumerated() {
      var values: [Double] = []
      column.forEachValue(of: doc) { values.append($0) }
      #expect(values == (price.arrayValue ?? [price]).map { $0.doubleValue ?? .nan })
    }
    #expect(column.first(of: 8) == nil)
    withExtendedLifetime(snapshot) {}
  }

  @Test("a number no record holds twice is one code per record, as narrow as its distinct values allow")
  func singleValuedNumericColumn() throws {
    // 270 distinct prices (i % 300 for i not a multiple of 10) need 2 bytes a code; ratings 1-5
    // one byte; every tenth record has no price.
    let records: [JSONValue] = (0..<3000).map { i in
      var record: JSONObject = ["objectID": .string("r\(i)"), "rating": .number(Double(i % 5 + 1))]
      if i % 10 != 0 { record["price"] = .number(Double(i % 300) + 0.99) }
      return .object(record)
    }
    let directory = TestIndex.temporaryDirectory() + "/single-numbers"
    _ = try IndexImporter(directory: directory).importRecords(records)
    let snapshot = try IndexDirectory.open(directory)
    let price = try #require(snapshot.numerics["price"])
    let rating = try #require(snapshot.numerics["rating"])
    #expect(price.isSingleValued && rating.isSingleValued)
    #expect(price.codes.width == 2 && rating.codes.width == 1)
    #expect(price.distinct.count == 270 && rating.distinct.count == 5)
    for i in [0, 1, 299, 300, 2999] {
      #expect(price.first(of: i) == (i % 10 == 0 ? nil : Double(i % 300) + 0.99))
      #expect(rating.first(of: i) == Double(i % 5 + 1))
    }
    // A range filter reads the records sorted by value.
    let cheap = price.lowerBound(0, strict: false)..<price.lowerBound(2, strict: false)
    #expect(Set(price.sortedDocs[cheap]) == Set((0..<3000).filter { $0 % 10 != 0 && $0 % 300 < 2 }.map(UInt32.init)))
    withExtendedLifetime(snapshot) {}
  }

  @Test("objectIDs and facet values are told apart by bytes, the empty value included")
  func byteTables() throws {
    var table = TermTable()
    let empty = [UInt8]().withUnsafeBufferPointer { table.intern($0) }
    #expect([UInt8]().withUnsafeBufferPointer { table.intern($0) } == empty)
    #expect(Array("a".utf8).withUnsafeBufferPointer { table.intern($0) } != empty)

    let service = try TestIndex.service(
      [
        ["objectID": "1", "title": "lamp", "brand": ""],
        ["objectID": "2", "title": "lamp", "brand": "Acme"],
        ["objectID": "3", "title": "lamp", "brand": ""],
        ["objectID": "é", "title": "lamp", "brand": "acme"],
      ], settings: IndexSettings(attributesForFaceting: ["brand"]))
    let response = try service.run(SearchParameters(query: "lamp", facets: ["brand"]))
    #expect(response.nbHits == 4)
    #expect(response.facets?["brand"]?[""] == 2)
    #expect(response.facets?["brand"]?["Acme"] == 1 && response.facets?["brand"]?["acme"] == 1)
    #expect(throws: ImportError.self) {
      try IndexImporter(directory: TestIndex.temporaryDirectory() + "/dup").importRecords([
        ["objectID": "é", "title": "a"], ["objectID": "e", "title": "b"], ["objectID": "é", "title": "c"],
      ])
    }
  }
}
