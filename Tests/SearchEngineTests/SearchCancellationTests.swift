import Testing
import SearchModel
@testable import SearchEngine

@Suite("A search whose task is cancelled stops between stages instead of running to the end")
struct SearchCancellationTests {
  let service: LocalSearchService

  init() throws {
    service = try TestIndex.service(
      (0..<50).map { i in ["objectID": .string("\(i)"), "title": .string("red shirt \(i)"), "group": .string("g\(i % 5)")] },
      settings: IndexSettings(attributesForFaceting: ["group"]))
  }

  @Test("the engine stops a search once its task is cancelled (the live mode's superseded searches)")
  func stopsWhenCancelled() async throws {
    let parameters = SearchParameters(query: "shirt", facets: ["group"])
    let service = service
    let outcome = await Task { () -> Result<SearchResponse, APIError> in
      // Cancelled before the engine runs, as a keystroke cancels a search in flight: only the
      // checks between stages can see it (searchSync does not check on entry).
      withUnsafeCurrentTask { $0?.cancel() }
      do throws(APIError) {
        return .success(try service.searchSync(index: "items", parameters: parameters))
      } catch {
        return .failure(error)
      }
    }.value
    #expect(throws: SearchCancellation.error) { try outcome.get() }
  }

  @Test("a browse whose task is cancelled throws CancellationError, never a partial page or a 499")
  func browseCancelled() async throws {
    let service = service
    let outcome = await Task { () -> Result<Int, any Error> in
      withUnsafeCurrentTask { $0?.cancel() }
      do {
        return .success(try await service.browse(index: "items", parameters: SearchParameters(query: "shirt")).nbHits)
      } catch {
        return .failure(error)
      }
    }.value
    #expect(throws: CancellationError.self) { try outcome.get() }
    let page = try await service.browse(index: "items", parameters: SearchParameters(query: "shirt"))
    #expect(page.nbHits == 50)
  }

  @Test("a search that is not cancelled answers in full")
  func answersWhenNotCancelled() throws {
    let response = try service.run(SearchParameters(query: "shirt", facets: ["group"]))
    #expect(response.nbHits == 50)
    #expect(response.facets?["group"]?.count == 5)
  }
}
