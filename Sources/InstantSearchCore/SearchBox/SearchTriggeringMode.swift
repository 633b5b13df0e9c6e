/// When a search box starts searches.
public enum SearchTriggeringMode: Hashable, Sendable {
  /// On every change of the query text.
  case searchAsYouType
  /// Only when the query is submitted (Enter; the shell's `query` command).
  case searchOnSubmit
}
