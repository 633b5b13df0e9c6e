/// How the filters of one `FilterGroup` combine.
///
/// The `filters` language only allows OR inside a group (`( a OR b )`), but InstantSearch's
/// FilterState keeps AND groups too and prints them as `( a AND b )`; the combinator lets the
/// printer reproduce both forms.
public enum FilterCombinator: String, Sendable, Hashable, CaseIterable {
  /// Any filter of the group may match.
  case or = "OR"
  /// Every filter of the group must match.
  case and = "AND"

  /// The keyword placed between the filters of a printed group.
  public var keyword: String { rawValue }
}
