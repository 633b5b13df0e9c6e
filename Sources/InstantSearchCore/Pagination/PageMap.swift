/// Pages of items keyed by page number, with the rows they cover.
///
/// Infinite scrolling loads pages out of order and drops those far from what is shown, so the
/// list is sparse: `item(atRow:)` is `nil` for a row whose page is not loaded. All pages but the
/// last have `pageSize` items.
public struct PageMap<Item> {
  /// Loaded pages by page number.
  public private(set) var pages: [Int: [Item]]
  /// Items per page (the `hitsPerPage` of the search).
  public let pageSize: Int

  /// An empty map for pages of `pageSize` items.
  public init(pageSize: Int) {
    self.pages = [:]
    self.pageSize = max(0, pageSize)
  }

  /// A map holding `pages`; the page size is that of the lowest page. `nil` when empty.
  public init?(_ pages: [Int: [Item]]) {
    guard let first = pages.keys.min(), let items = pages[first] else { return nil }
    self.pages = pages
    self.pageSize = items.count
  }

  /// The first row number.
  public var startIndex: Int { 0 }

  /// The page that holds `row`.
  public func pageIndex(forRow row: Int) -> Int {
    pageSize > 0 ? row / pageSize : 0
  }

  /// Whether page `index` is loaded.
  public func containsPage(atIndex index: Int) -> Bool {
    pages[index] != nil
  }

  /// The items of page `index`, if loaded.
  public func page(atIndex index: Int) -> [Item]? {
    pages[index]
  }

  /// The highest loaded page.
  public var lastLoadedPageIndex: Int? { pages.keys.max() }

  /// The number of rows up to the end of the last loaded page (holes included).
  public var count: Int {
    guard let last = lastLoadedPageIndex else { return 0 }
    return last * pageSize + (pages[last]?.count ?? 0)
  }

  /// The item at `row`, or `nil` when its page is not loaded.
  public func item(atRow row: Int) -> Item? {
    guard row >= 0, pageSize > 0 else { return nil }
    return pages[row / pageSize]?[safe: row % pageSize]
  }

  /// Every row up to the last loaded page, `nil` for rows of missing pages.
  public var items: [Item?] {
    (0..<count).map(item(atRow:))
  }

  /// The loaded items, page after page.
  public var loadedItems: [Item] {
    pages.keys.sorted().flatMap { pages[$0] ?? [] }
  }

  /// Stores (or replaces) page `index`.
  public mutating func insert(_ items: [Item], atPage index: Int) {
    pages[index] = items
  }

  /// Drops every page outside `range`.
  public mutating func removePages(outside range: ClosedRange<Int>) {
    pages = pages.filter { range.contains($0.key) }
  }
}

extension Array {
  subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
