import SearchModel

/// The logic of a hits list: pages of decoded records, infinite scrolling, empty-query policy.
///
/// Feed it responses (`update(with:)`, done by the searcher connection); read it row by row
/// (`numberOfHits()`, `hit(atIndex:)`, `rawHit(atIndex:)`). Presenting a row near the end of the
/// loaded pages asks the page loader for the pages around it (`InfiniteScrolling.on`), and
/// `loadNextPage()` loads the next page explicitly. A new query, index or filters invalidates
/// the list: it shows nothing until the first page of the new results arrives, which replaces
/// everything. Each page is decoded whole: if one hit does not fit `Record`, the page is not
/// inserted and `onError` fires with a `HitsDecodingError`.
@MainActor
public final class HitsInteractor<Record> {
  /// One hit as received and as decoded.
  public struct Row {
    /// The hit as the backend sent it.
    public let raw: JSONObject
    /// The hit decoded.
    public let record: Record
  }

  /// How far around a presented row pages are loaded, or `.off`.
  public var infiniteScrolling: InfiniteScrolling
  /// Whether hits are shown when the query is empty (`true` by default).
  public var showItemsOnEmptyQuery: Bool
  /// Pages kept on each side of the last inserted page (3 by default).
  public var pageCleanUpOffset = 3
  /// How raw hits become records.
  public let decoder: HitDecoder<Record>
  /// Where further pages come from (the connected searcher).
  public weak var pageLoader: (any PageLoader)?

  /// Fired after a page was inserted, with its response.
  public let onResultsUpdated = Observer<SearchResponse>()
  /// Fired on a search or decoding error.
  public let onError = Observer<any Error>()
  /// Fired when the request changed (new query, index or filters): lists scroll to the top.
  public let onRequestChanged = Observer<Void>()

  /// The loaded pages.
  public private(set) var pageMap: PageMap<Row>?
  /// The last response inserted.
  public private(set) var latestResponse: SearchResponse?
  /// Page bookkeeping for infinite scrolling.
  public private(set) var scrollingController = InfiniteScrollingController()
  private var isInvalidated = false

  /// Creates an interactor decoding hits with `decoder`.
  public init(
    infiniteScrolling: InfiniteScrolling = .default,
    showItemsOnEmptyQuery: Bool = true,
    decoder: HitDecoder<Record>
  ) {
    self.infiniteScrolling = infiniteScrolling
    self.showItemsOnEmptyQuery = showItemsOnEmptyQuery
    self.decoder = decoder
  }

  /// The number of rows to show: up to the end of the last loaded page, or 0 when invalidated
  /// or when the query is empty and `showItemsOnEmptyQuery` is off.
  public func numberOfHits() -> Int {
    guard !isInvalidated, let pageMap else { return 0 }
    if !showItemsOnEmptyQuery, (latestResponse?.query ?? "").isEmpty { return 0 }
    return pageMap.count
  }

  /// The record at `index` (nil while its page is not loaded); presenting it may load pages.
  public func hit(atIndex index: Int) -> Record? {
    notifyDidPresentRow(index)
    return pageMap?.item(atRow: index)?.record
  }

  /// The raw hit at `index`, key order kept (the shell's `hit N --raw`).
  public func rawHit(atIndex index: Int) -> JSONObject? {
    pageMap?.item(atRow: index)?.raw
  }

  /// Every row up to the last loaded page, nil for missing pages.
  public var hits: [Record?] {
    pageMap?.items.map { $0?.record } ?? []
  }

  /// The loaded records, page after page.
  public func getCurrentHits() -> [Record] {
    pageMap?.loadedItems.map(\.record) ?? []
  }

  /// The loaded raw hits, page after page.
  public func getCurrentRawHits() -> [JSONObject] {
    pageMap?.loadedItems.map(\.raw) ?? []
  }

  /// Decodes and inserts the page of `response`, then fires `onResultsUpdated`.
  ///
  /// On a decoding failure the page is not inserted, its pending mark is cleared and `onError`
  /// fires instead. While the list is invalidated only a first page is taken: a later page
  /// arriving then belongs to the previous results (a page load that was in flight when the
  /// query changed) and is dropped, as is a later page of another `hitsPerPage` than the list's.
  public func update(with response: SearchResponse) {
    let page = response.page ?? 0
    scrollingController.notifyPending(pageIndex: page)
    // A page of another size belongs to other results (its rows would be numbered as this
    // map's): a first page starts the list over, a later one is dropped.
    if let pageMap, let size = response.hitsPerPage, size != pageMap.pageSize {
      if page != 0 { return }
      isInvalidated = true
    }
    if isInvalidated, page != 0 { return }
    var rows: [Row] = []
    for (index, raw) in response.hits.enumerated() {
      do {
        rows.append(Row(raw: raw, record: try decoder.decode(raw)))
      } catch {
        onError.fire(HitsDecodingError(page: page, hitIndex: index, underlyingError: error))
        return
      }
    }
    if isInvalidated || pageMap == nil {
      pageMap = PageMap(pageSize: response.hitsPerPage ?? rows.count)
      isInvalidated = false
    }
    pageMap?.insert(rows, atPage: page)
    pageMap?.removePages(outside: (page - pageCleanUpOffset)...(page + pageCleanUpOffset))
    if let nbPages = response.nbPages {
      scrollingController.lastPageIndex = max(0, nbPages - 1)
    }
    latestResponse = response
    onResultsUpdated.fire(response)
  }

  /// A search for `page` failed: the page may be requested again.
  public func notifyError(_ error: any Error, page: Int?) {
    if let page { scrollingController.notifyPending(pageIndex: page) }
    onError.fire(error)
  }

  /// The results are about to change completely: forget pending pages and show nothing until
  /// the next page arrives.
  public func notifyQueryChanged() {
    scrollingController.notifyPendingAll()
    if pageMap != nil { isInvalidated = true }
    onRequestChanged.fire(())
  }

  /// Nothing is in flight any more: pages still marked pending (superseded searches) may be
  /// requested again.
  public func notifyIdle() {
    scrollingController.notifyPendingAll()
  }

  /// Row `index` is on screen: request the missing pages around it.
  public func notifyDidPresentRow(_ index: Int) {
    guard case .on(let offset) = infiniteScrolling, let pageMap, !isInvalidated, let pageLoader else { return }
    for page in scrollingController.pagesToLoad(currentRow: index, offset: offset, pageMap: pageMap) {
      pageLoader.loadPage(at: page)
    }
  }

  /// The page after the last loaded one, if the results have one.
  public var nextPageIndex: Int? {
    guard let pageMap, !isInvalidated, let last = pageMap.lastLoadedPageIndex else { return nil }
    let next = last + 1
    guard let lastPage = scrollingController.lastPageIndex, next <= lastPage else { return nil }
    return next
  }

  /// Loads the page after the last loaded one (the shell's `next`) and returns once it has
  /// been delivered; `false` when there is no further page or no loader.
  @discardableResult
  public func loadNextPage() async -> Bool {
    guard let next = nextPageIndex, let pageLoader else { return false }
    scrollingController.markPending(pageIndex: next)
    await pageLoader.loadPage(at: next).value
    return true
  }
}

extension HitsInteractor where Record: Decodable {
  /// Creates an interactor decoding hits as `Record` with `Decodable`.
  public convenience init(infiniteScrolling: InfiniteScrolling = .default, showItemsOnEmptyQuery: Bool = true) {
    self.init(infiniteScrolling: infiniteScrolling, showItemsOnEmptyQuery: showItemsOnEmptyQuery, decoder: .json)
  }
}
