/// What a command's positional arguments complete to at the prompt.
///
/// Declared by each command and interpreted by `Completer` with the session's latest results,
/// so completion knows about attributes and facet values without running anything.
public enum ArgumentCompletion: Sendable, Hashable {
  /// Nothing beyond the command's options.
  case none
  /// Command names (`help CMD`).
  case commands
  /// A facet attribute.
  case attribute
  /// `ATTR=VALUE` with values from the latest facet counts (`refine`, `toggle`, `expect facet`).
  case attributeValue
  /// A facet attribute, then one of its values (`sffv ATTR TEXT`).
  case attributeThenValue
  /// The base of a hierarchical facet (`categories` for `categories.lvl0`...), then a value of
  /// any of its levels (`menu categories 'Garden > Outdoor Living'`).
  case hierarchicalAttributeThenPath
  /// A numeric attribute (`range`, `filter`).
  case numericAttribute
  /// Index names (`index`, `sort`, `multi`).
  case indexes
  /// Search parameter names (`set`, `get`).
  case parameters
  /// File paths (`source`, `record`).
  case files
  /// A fixed list of words (`expect hits|hit|facet|…`).
  case words([String])
}
