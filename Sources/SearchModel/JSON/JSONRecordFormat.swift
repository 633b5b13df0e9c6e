/// The two shapes an import file can have, told apart by its first non-blank byte.
public enum JSONRecordFormat: Sendable, Hashable {
  /// `[ {...}, {...} ]`: what Algolia's dashboard exports and `saveObjects` takes.
  case array
  /// One object per line (NDJSON / JSON Lines); concatenated objects separated by any
  /// whitespace are accepted too. Streams well and is what `jq -c` produces.
  case lines
}
