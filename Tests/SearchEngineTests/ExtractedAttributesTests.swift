import Foundation
import Testing
import SearchModel
@testable import SearchEngine

@Suite("Extracted attributes: a record's facet values and numbers, read before the builder takes them")
struct ExtractedAttributesTests {
  /// Record `record`'s values of each facet, as text.
  private func values(of record: Int, in attributes: ExtractedAttributes, facets: Int) -> [[String]] {
    (0..<facets).map { facet in
      var found: [String] = []
      attributes.forEachValue(of: record, facet: facet, facetCount: facets) { found.append(String(decoding: $0, as: UTF8.self)) }
      return found
    }
  }

  /// Record `record`'s numbers with their paths.
  private func numbers(of record: Int, in attributes: ExtractedAttributes) -> [String] {
    (Int(attributes.numberStarts[record])..<Int(attributes.numberStarts[record + 1])).map {
      "\(attributes.paths[Int(attributes.numberPaths[$0])])=\(attributes.numbers[$0])"
    }
  }

  @Test("facet values come facet by facet as text; numbers in key order, nested paths dotted, arrays flattened")
  func order() {
    var extractor = AttributeExtractor(facetPaths: ["brand", "tags", "specs.colour", "_tags"].map(AttributePath.init))
    var attributes = ExtractedAttributes()
    let first: JSONObject = [
      "objectID": 5, "tags": ["red", 2, true, ["deep"], "red", ["k": "object"]], "brand": "Sony", "price": 9.5,
      "specs": ["weight": 450, "colour": "Black", "dims": [1, 2], "note": "no number", "none": nil],
      "flag": true, "infinite": .number(.infinity), "_geoloc": ["lat": 1, "lng": 2],
    ]
    let second: JSONObject = ["brand": 7, "specs": ["weight": 3], "price": nil]
    extractor.extract(first, into: &attributes)
    extractor.extract(second, into: &attributes)
    #expect(attributes.recordCount == 2)
    // Repeats are kept (the accumulator counts a value once a record); objects are not values.
    #expect(values(of: 0, in: attributes, facets: 4) == [["Sony"], ["red", "2", "true", "deep", "red"], ["Black"], []])
    #expect(values(of: 1, in: attributes, facets: 4) == [["7"], [], [], []])
    // Every numeric or boolean leaf but objectID's and _geoloc's, a facet's too; infinity is
    // dropped without a path; paths in order of first sight.
    #expect(
      numbers(of: 0, in: attributes) == [
        "tags=2.0", "tags=1.0", "price=9.5", "specs.weight=450.0", "specs.dims=1.0", "specs.dims=2.0", "flag=1.0",
      ])
    #expect(numbers(of: 1, in: attributes) == ["brand=7.0", "specs.weight=3.0"])
    #expect(attributes.paths == ["tags", "price", "specs.weight", "specs.dims", "flag", "brand"])
    attributes.removeAll()
    #expect(attributes.recordCount == 0 && attributes.paths.isEmpty)
  }

  @Test("a record the builder refuses adds no facet value and no numeric attribute, though its reader read them")
  func refusedRecord() throws {
    let root = TestIndex.temporaryDirectory()
    let lines = [
      #"{"objectID":"a","brand":"Sony","price":10}"#,
      #"{"objectID":"a","brand":"Ghost","ghostWeight":3,"price":99}"#,  // a duplicate: skipped
      #"{"objectID":"b","brand":"Sony","tags":["x"],"price":20}"#,
    ]
    try lines.joined(separator: "\n").write(toFile: root + "/r.ndjson", atomically: true, encoding: .utf8)
    let settings = IndexSettings(attributesForFaceting: ["brand", "price"])
    let report = try IndexImporter(directory: root + "/items", settings: settings, skipInvalid: true)
      .importFiles([root + "/r.ndjson"])
    #expect(report.imported == 2 && report.skipped == 1)
    let snapshot = try IndexSnapshot(name: "items", directory: IndexDirectory.liveGeneration(of: root + "/items"))
    let brands = try #require(snapshot.facets["brand"])
    #expect((0..<brands.values.count).map { brands.values.string($0) } == ["Sony"])
    let prices = try #require(snapshot.facets["price"])
    #expect((0..<prices.values.count).map { prices.values.string($0) }.sorted() == ["10", "20"])
    #expect(snapshot.numerics.keys.sorted() == ["price"])
  }
}
