/// Whether a hits list loads further pages by itself as rows are shown.
public enum InfiniteScrolling: Hashable, Sendable {
  /// Load the pages covering `offset` rows around each presented row.
  case on(withOffset: Int)
  /// Load pages only when asked (`loadNextPage()`, the shell's `next`).
  case off

  /// InstantSearch's default: on, with an offset of 5.
  public static let `default` = InfiniteScrolling.on(withOffset: 5)
}
