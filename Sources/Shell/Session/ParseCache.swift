/// Statements already parsed, by their words, so a script that repeats `stats` or
/// `facets brand` parses each form once.
///
/// Parsing is a pure function of the words (the command's type and its arguments), and
/// swift-argument-parser's parse (building the argument set, looking for a completion-script
/// request) was a seventh of a replayed script's time. Failures are not kept: a bad statement
/// is parsed, and reported, each time. The cache is bounded; when full it starts again.
struct ParseCache {
  private var entries: [[String]: CommandTable.Parsed] = [:]
  /// How many distinct statements are kept.
  static let capacity = 512

  /// The parse of `words` (the command's name, then its arguments), from the cache or `parse`.
  mutating func parsed(
    _ words: [String], orParse parse: () throws(CommandFailure) -> CommandTable.Parsed
  ) throws(CommandFailure) -> CommandTable.Parsed {
    if let parsed = entries[words] { return parsed }
    let parsed = try parse()
    if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
    entries[words] = parsed
    return parsed
  }
}
