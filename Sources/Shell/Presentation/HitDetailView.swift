import SearchModel

/// One hit shown in full (`hit N`): every attribute with its highlights, its snippets and
/// ranking info, or, when raw, its JSON exactly as the backend returned it.
public struct HitDetailView: Sendable, Hashable {
  /// The row and the hit as returned.
  public var row: HitRow
  /// Whether the JSON is shown as it is.
  public var isRaw: Bool
}
