import Testing
@testable import InstantSearchCore

@Suite("Infinite scrolling page windows")
struct InfiniteScrollingControllerTests {
  let abc = ["a1", "a2", "a3"]
  let ijk = ["i1", "i2", "i3"]
  let def = ["d1", "d2", "d3"]

  func map(_ pages: [Int: [String]]) -> PageMap<String> { PageMap(pages)! }

  @Test("Previous: {1}, row 5, offset 3 → {0}")
  func previous() {
    #expect(InfiniteScrollingController().previousPagesToLoad(currentRow: 5, offset: 3, pageMap: map([1: ijk])) == [0])
  }

  @Test("Previous: {1}, row 5, offset 2 → nothing (rows 3–4 are on page 1)")
  func previousNoPage() {
    #expect(InfiniteScrollingController().previousPagesToLoad(currentRow: 5, offset: 2, pageMap: map([1: ijk])).isEmpty)
  }

  @Test("Previous: {0}, row 1, offset 2 → nothing (no negative rows)")
  func previousNegative() {
    #expect(InfiniteScrollingController().previousPagesToLoad(currentRow: 1, offset: 2, pageMap: map([0: abc])).isEmpty)
  }

  @Test("Previous: {0, 1}, row 3, offset 2 → nothing (loaded)")
  func previousLoaded() {
    #expect(InfiniteScrollingController().previousPagesToLoad(currentRow: 3, offset: 2, pageMap: map([0: abc, 1: ijk])).isEmpty)
  }

  @Test("Previous: {2}, row 6, offset 5 → {0, 1}")
  func previousSeveral() {
    #expect(InfiniteScrollingController().previousPagesToLoad(currentRow: 6, offset: 5, pageMap: map([2: def])) == [0, 1])
  }

  @Test("Previous: {1, 2}, row 6, offset 5 → {0}")
  func previousPartial() {
    #expect(InfiniteScrollingController().previousPagesToLoad(currentRow: 6, offset: 5, pageMap: map([1: ijk, 2: def])) == [0])
  }

  @Test("Previous: {0, 2}, row 6, offset 5 → {1} (the hole)")
  func previousHole() {
    #expect(InfiniteScrollingController().previousPagesToLoad(currentRow: 6, offset: 5, pageMap: map([0: abc, 2: def])) == [1])
  }

  @Test("Next: {1}, row 5, offset 3 → {2}")
  func next() {
    #expect(InfiniteScrollingController().nextPagesToLoad(currentRow: 5, offset: 3, pageMap: map([1: ijk])) == [2])
  }

  @Test("Next: {1}, row 3, offset 2 → nothing (rows 4–5 are on page 1)")
  func nextNoPage() {
    #expect(InfiniteScrollingController().nextPagesToLoad(currentRow: 3, offset: 2, pageMap: map([1: ijk])).isEmpty)
  }

  @Test("Next: on the last page → nothing")
  func nextOnLastPage() {
    let controller = InfiniteScrollingController(lastPageIndex: 1)
    #expect(controller.nextPagesToLoad(currentRow: 5, offset: 2, pageMap: map([1: ijk])).isEmpty)
  }

  @Test("Next: {0, 1}, row 1, offset 2 → nothing (loaded)")
  func nextLoaded() {
    #expect(InfiniteScrollingController().nextPagesToLoad(currentRow: 1, offset: 2, pageMap: map([0: abc, 1: ijk])).isEmpty)
  }

  @Test("Next: {0, 1}, last page 3, row 5, offset 5 → {2, 3}")
  func nextSeveral() {
    let controller = InfiniteScrollingController(lastPageIndex: 3)
    #expect(controller.nextPagesToLoad(currentRow: 5, offset: 5, pageMap: map([0: abc, 1: ijk])) == [2, 3])
  }

  @Test("Next: {0, 1}, last page 2, row 5, offset 2 → {2}")
  func nextPartial() {
    let controller = InfiniteScrollingController(lastPageIndex: 2)
    #expect(controller.nextPagesToLoad(currentRow: 5, offset: 2, pageMap: map([0: abc, 1: ijk])) == [2])
  }

  @Test("Next: {0, 1, 3 (2 items)}, last page 3, row 5, offset 10 → {2}, capped at the last row")
  func nextHole() {
    let controller = InfiniteScrollingController(lastPageIndex: 3)
    #expect(controller.nextPagesToLoad(currentRow: 5, offset: 10, pageMap: map([0: abc, 1: ijk, 3: ["d1", "d2"]])) == [2])
  }

  @Test("Requested pages are pending until answered; notifyPendingAll forgets them all")
  func pending() {
    var controller = InfiniteScrollingController()
    let pageMap = map([1: ijk])
    #expect(!controller.isLoadedOrPending(pageIndex: 0, pageMap: pageMap))
    #expect(controller.isLoadedOrPending(pageIndex: 1, pageMap: pageMap))
    #expect(controller.pagesToLoad(currentRow: 4, offset: 2, pageMap: pageMap) == [0, 2])
    #expect(controller.isLoadedOrPending(pageIndex: 0, pageMap: pageMap))
    #expect(controller.isLoadedOrPending(pageIndex: 2, pageMap: pageMap))
    #expect(controller.pagesToLoad(currentRow: 4, offset: 2, pageMap: pageMap).isEmpty)
    controller.notifyPending(pageIndex: 0)
    #expect(!controller.isLoadedOrPending(pageIndex: 0, pageMap: pageMap))
    #expect(controller.isLoadedOrPending(pageIndex: 2, pageMap: pageMap))
    controller.notifyPendingAll()
    #expect(!controller.isLoadedOrPending(pageIndex: 2, pageMap: pageMap))
    #expect(controller.isLoadedOrPending(pageIndex: 1, pageMap: pageMap))
  }

  @Test("PageMap rows: holes are nil, count runs to the end of the last page")
  func pageMapRows() {
    let pageMap = map([0: abc, 2: ["d1"]])
    #expect(pageMap.count == 7)
    #expect(pageMap.items == ["a1", "a2", "a3", nil, nil, nil, "d1"])
    #expect(pageMap.pageIndex(forRow: 4) == 1)
    #expect(pageMap.loadedItems == ["a1", "a2", "a3", "d1"])
  }
}
