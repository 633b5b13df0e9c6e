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
}
