import DemoData
import SearchModel
import Testing

@testable import SearchEngine

/// The attribute criterion when proximity comes before it (Algolia's default ranking): the
/// attribute the query's words are closest in, as `firstMatchedWord` reports it.
@Suite("The attribute the words are closest in")
struct ClosestAttributeTests {
  private static let fields = ["title", "subtitle", "body"]

  /// The closest attribute's `firstMatchedWord`, from the record's words: per attribute, the
  /// distances of consecutive query words there (the closest pair of positions, capped at 8; 8
  /// when a word is missing there), then the better-ranked attribute, then the earlier first
  /// match (0 in the unordered `body`).
  private static func expected(_ record: [String: [String]], query: [String]) -> Int {
    var best: (Int, Int, Int)?
    for (rank, field) in fields.enumerated() {
      let words = record[field] ?? []
      let positions = query.map { word in words.indices.filter { words[$0] == word } }
      guard positions.contains(where: { !$0.isEmpty }) else { continue }
      var distance = 0
      for k in 1..<query.count {
        var pair = 8
        for x in positions[k - 1] { for y in positions[k] { pair = min(pair, abs(x - y)) } }
        distance += pair
      }
      let first = positions.compactMap(\.first).min() ?? 0
      let candidate = (distance, rank, field == "body" ? 0 : first)
      if best == nil || candidate < best! { best = candidate }
    }
    return best.map { $0.1 * 1000 + min($0.2, 999) } ?? -1
  }

  @Test("two and three words, each word several times in several attributes: the closest attribute's rank and first position")
  func firstMatchedWordIsTheClosestAttributes() throws {
    var generator = SplitMix64(seed: 23)
    // No word is a prefix of another, so every query word matches itself only.
    let vocabulary = ["red", "boot", "lace", "heel", "wool", "sole", "cork"]
    var records: [[String: [String]]] = []
    for _ in 0..<600 {
      var record: [String: [String]] = [:]
      for field in Self.fields {
        let length = Int(generator.next() % 9)
        record[field] = (0..<length).map { _ in vocabulary[Int(generator.next() % UInt64(vocabulary.count))] }
      }
      records.append(record)
    }
    let objects: [JSONValue] = records.enumerated().map { i, record in
      var object: JSONObject = ["objectID": .string("\(i)")]
      for field in Self.fields { object[field] = .string(record[field]!.joined(separator: " ")) }
      return .object(object)
    }
    let service = try TestIndex.service(
      objects, settings: IndexSettings(searchableAttributes: ["title", "subtitle", "unordered(body)"]))
    var compared = 0
    for query in [["red", "boot"], ["lace", "heel"], ["red", "boot", "wool"], ["cork", "sole", "heel"]] {
      let response = try service.run(
        SearchParameters(jsonObject: [
          "query": .string(query.joined(separator: " ")), "hitsPerPage": 1000, "getRankingInfo": true,
          "typoTolerance": false,
        ]))
      for hit in response.hits {
        let record = records[Int(hit["objectID"]?.stringValue ?? "") ?? -1]
        let first = hit["_rankingInfo"]?["firstMatchedWord"]
        #expect(first == .number(Double(Self.expected(record, query: query))), "\(query) on \(record)")
        compared += 1
      }
    }
    #expect(compared > 300)
  }
}
