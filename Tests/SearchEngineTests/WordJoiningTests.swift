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
}
