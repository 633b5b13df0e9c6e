/// Decides which pages to load when a row is shown, and remembers which are on their way.
///
/// When row `r` is presented with offset `k`, the rows `r-k..<r` and `r+1...r+k` (capped at the
/// last row of the last page) must be available; their pages that are neither loaded nor pending
/// are returned and marked pending. A response or error for a page clears its pending mark, so
/// a failed page can be retried.
public struct InfiniteScrollingController: Sendable {
  /// The index of the last page of the results (`nbPages - 1`), once known.
  public var lastPageIndex: Int?
  /// Pages requested and not answered yet.
  public private(set) var pendingPageIndexes: Set<Int> = []

  /// A controller with nothing pending.
  public init(lastPageIndex: Int? = nil) {
    self.lastPageIndex = lastPageIndex
  }

  /// Whether page `index` is loaded in `pageMap` or pending.
  public func isLoadedOrPending<T>(pageIndex: Int, pageMap: PageMap<T>) -> Bool {
    pageMap.containsPage(atIndex: pageIndex) || pendingPageIndexes.contains(pageIndex)
  }

  /// The missing pages covering the `offset` rows before `currentRow`.
  public func previousPagesToLoad<T>(currentRow: Int, offset: Int, pageMap: PageMap<T>) -> Set<Int> {
    let lowerBound = max(pageMap.startIndex, currentRow - offset)
    guard lowerBound < currentRow else { return [] }
    return missingPages(rows: lowerBound..<currentRow, pageMap: pageMap)
  }

  /// The missing pages covering the `offset` rows after `currentRow`, up to the last row.
  public func nextPagesToLoad<T>(currentRow: Int, offset: Int, pageMap: PageMap<T>) -> Set<Int> {
    var upperBound = currentRow + offset
    if let lastPageIndex {
      let lastPageSize = pageMap.page(atIndex: lastPageIndex)?.count ?? pageMap.pageSize
      upperBound = min(upperBound, lastPageIndex * pageMap.pageSize + lastPageSize - 1)
    }
    guard currentRow + 1 <= upperBound else { return [] }
    return missingPages(rows: (currentRow + 1)..<(upperBound + 1), pageMap: pageMap)
  }

  /// The pages to load around `currentRow`, sorted, now marked pending.
  public mutating func pagesToLoad<T>(currentRow: Int, offset: Int, pageMap: PageMap<T>) -> [Int] {
    let pages = previousPagesToLoad(currentRow: currentRow, offset: offset, pageMap: pageMap)
      .union(nextPagesToLoad(currentRow: currentRow, offset: offset, pageMap: pageMap))
      .sorted()
    pendingPageIndexes.formUnion(pages)
    return pages
  }

  /// Marks page `index` as requested.
  public mutating func markPending(pageIndex: Int) {
    pendingPageIndexes.insert(pageIndex)
  }

  /// Page `index` was answered (or failed): it is no longer pending.
  public mutating func notifyPending(pageIndex: Int) {
    pendingPageIndexes.remove(pageIndex)
  }

  /// Nothing is pending any more (new query, or the searcher went idle).
  public mutating func notifyPendingAll() {
    pendingPageIndexes.removeAll()
  }

  private func missingPages<T>(rows: Range<Int>, pageMap: PageMap<T>) -> Set<Int> {
    guard pageMap.pageSize > 0 else { return [] }
    let pages = Set(rows.map(pageMap.pageIndex(forRow:)))
    return pages.filter { !isLoadedOrPending(pageIndex: $0, pageMap: pageMap) }
  }
}
