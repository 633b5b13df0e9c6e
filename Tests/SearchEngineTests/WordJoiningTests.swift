import Testing
import SearchModel
@testable import SearchEngine

/// Word splitting and concatenation (typo tolerance on), on small records.
@Suite("Splitting and concatenation: `iphone se` finds `iphonese`, `smartphone` finds `smart phone`")
struct WordJoiningTests {
  let service: LocalSearchService

  init() throws {
    service = try TestIndex.service([
      ["objectID": "1", "name": "iphonese 64gb"],
      ["objectID": "2", "name": "smart phone holder"],
      ["objectID": "3", "name": "smartphone"],
      ["objectID": "4", "name": "iphone and se stickers"],
      ["objectID": "5", "name": "phone smart"],
    ])
  }

  @Test("two query words also match their concatenation")
  func concatenation() throws {
    #expect(try service.ids("iphone se").sorted() == ["1", "4"])
    #expect(try service.ids("smart phone").sorted() == ["2", "3", "5"])
    #expect(try service.ids("iphone se") { $0.typoTolerance = .false } == ["4"])
  }

  @Test("a query word also matches its two halves side by side, in order")
  func splitting() throws {
    #expect(try service.ids("smartphone").sorted() == ["2", "3"])
    #expect(try service.ids("smartphone") { $0.typoTolerance = .false } == ["3"])
    #expect(try service.ids("smartphone holder") == ["2"])
  }

  @Test("neither happens inside advanced-syntax phrases")
  func phrases() throws {
    #expect(try service.ids("\"smart phone\"") { $0.extra["advancedSyntax"] = true } == ["2"])
  }

  @Test("merging an alternative's matches inserts the records it alone found in record order, with its codes in each word's column")
  func mergeInsertsInOrder() {
    // Two words over records 2, 5, 9; the alternative (one word standing for both) found 1, 5, 7, 12.
    let mine = MatchSet(docs: [2, 5, 9], codes: [0, 1, 2, 3, 4, 5], postings: [20, 50, 90, 21, 51, 91])
    let other = MatchSet(docs: [1, 5, 7, 12], codes: [6, 7, 8, 9], postings: [10, 55, 70, 120])
    let merged = WordJoining.merge(mine, other, mapping: [0, 0], words: 2)
    #expect(merged.docs == [1, 2, 5, 7, 9, 12])
    #expect(merged.codes == [6, 0, 1, 8, 2, 9, 6, 3, 4, 8, 5, 9])
    #expect(merged.postings == [10, 20, 50, 70, 90, 120, 10, 21, 51, 70, 91, 120])
    let nothingNew = WordJoining.merge(mine, MatchSet(docs: [5, 9], codes: [7, 7], postings: [1, 1]), mapping: [0, 0], words: 2)
    #expect(nothingNew.docs == mine.docs && nothingNew.codes == mine.codes && nothingNew.postings == mine.postings)
  }
}
