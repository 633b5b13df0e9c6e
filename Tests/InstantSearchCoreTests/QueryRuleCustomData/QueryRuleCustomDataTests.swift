import Testing
import SearchModel
@testable import InstantSearchCore

/// The banner a merchandiser attaches to a rule as its userData.
struct Banner: Decodable, Sendable, Equatable {
  var title: String
  var link: String?
}

@MainActor
@Suite("QueryRuleCustomDataInteractor: a rule's userData, decoded")
struct QueryRuleCustomDataTests {
  /// Answers like a rule on the word "sale": two userData elements, the first of another shape.
  static let service = InMemorySearchService(indexes: ["products": Datasets.disjunctive], responseExtra: { parameters in
    guard parameters.query == "sale" else { return [:] }
    return ["userData": [["promo": 10], ["title": "Sale!", "link": "/sale"]]]
  })

  @Test("The item is the first userData element that decodes as the model")
  func firstDecodable() {
    let response = SearchResponse(extra: ["userData": [["promo": 10], ["title": "A"], ["title": "B"]]])
    #expect(QueryRuleCustomDataInteractor<Banner>.model(from: response) == Banner(title: "A"))
    #expect(QueryRuleCustomDataInteractor<JSONValue>.model(from: response) == ["promo": 10])
    #expect(QueryRuleCustomDataInteractor<Banner>.model(from: SearchResponse()) == nil)
    #expect(QueryRuleCustomDataInteractor<Banner>.model(from: SearchResponse(extra: ["userData": [["promo": 1]]])) == nil)
  }

  @Test("Connected to a searcher: the banner comes with the rule's results and goes without")
  func connector() async {
    let searcher = HitsSearcher(service: Self.service, indexName: "products")
    let controller = TestItemController<Banner?>()
    let connector = QueryRuleCustomDataConnector<Banner>(searcher: searcher, controller: controller)
    searcher.query = "sale"
    await searcher.search()
    #expect(controller.shown.last == Banner(title: "Sale!", link: "/sale"))
    searcher.query = "shirt"
    await searcher.search()
    #expect(controller.shown.last == .some(nil))
    connector.disconnect()
    searcher.query = "sale"
    await searcher.search()
    #expect(controller.shown.last == .some(nil))
    #expect(connector.interactor.item == nil)
  }

  @Test("A text controller shows the banner through a presenter")
  func textController() async {
    let searcher = HitsSearcher(service: Self.service, indexName: "products", query: "sale")
    let controller = TestItemController<String?>()
    let connector = QueryRuleCustomDataConnector<Banner>(searcher: searcher, controller: controller) { $0?.title }
    await searcher.search()
    #expect(controller.shown.last == "Sale!")
    #expect(connector.interactor.item?.link == "/sale")
  }
}
