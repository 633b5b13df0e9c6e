extension Hit {
  /// The highlighted value of attribute `path` (dotted for nested attributes,
  /// `"categories.lvl0"`), parsed with the tags the search used.
  ///
  /// `nil` when the attribute was not highlighted. Pass the search's `highlightPreTag` /
  /// `highlightPostTag` when they differ from Algolia's `<em>` defaults.
  public func highlighted(_ path: String, preTag: String = "<em>", postTag: String = "</em>") -> TaggedString? {
    highlightResult?.value(atPath: path)?.taggedString(preTag: preTag, postTag: postTag)
  }

  /// The snippet of attribute `path`, parsed like ``highlighted(_:preTag:postTag:)``.
  public func snippet(_ path: String, preTag: String = "<em>", postTag: String = "</em>") -> TaggedString? {
    snippetResult?.value(atPath: path)?.taggedString(preTag: preTag, postTag: postTag)
  }
}
