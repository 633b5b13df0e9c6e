import Testing
import SearchModel
@testable import InstantSearchCore

@MainActor
@Suite("HitsInteractor with the Hit<Record> wrapper")
struct HitWrapperTests {
  @Test("Hits decode as Hit<Item>: typed record, highlight tree, raw kept")
  func wrapper() async throws {
    var records = Datasets.numbered(2)
    records[0]["_highlightResult"] = .object([
      "name": .object(["value": .string("<em>item</em> 0"), "matchLevel": .string("full"), "matchedWords": .array([.string("item")])]),
    ])
    let service = InMemorySearchService(indexes: ["items": records])
    let searcher = HitsSearcher(service: service, indexName: "items")
    let interactor = HitsInteractor<Hit<Item>>()
    interactor.connectSearcher(searcher)
    await searcher.search()
    let hit = try #require(interactor.hit(atIndex: 0))
    #expect(hit.objectID == "0")
    #expect(hit.record == Item(objectID: "0", name: "item 0", price: 0))
    #expect(hit.highlightResult?["name"] != nil)
    #expect(hit.raw == records[0])
    #expect(interactor.hit(atIndex: 1)?.highlightResult == nil)
  }

  @Test("A hit whose record does not decode is an error for the whole page")
  func wrapperFailure() async {
    var records = Datasets.numbered(2)
    records[1]["price"] = .string("free")
    let service = InMemorySearchService(indexes: ["items": records])
    let searcher = HitsSearcher(service: service, indexName: "items")
    let interactor = HitsInteractor<Hit<Item>>()
    interactor.connectSearcher(searcher)
    let errors = Recorder<String>(recording: interactor.onError) { error in String(describing: error) }
    await searcher.search()
    #expect(interactor.numberOfHits() == 0)
    #expect(errors.values.count == 1)
    #expect(errors.values.first?.hasPrefix("Decoding error: page 0, hit 1: price") == true)
  }
}
