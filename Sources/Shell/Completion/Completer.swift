/// Tab completion as a pure function of the line, the cursor and what the session knows.
///
/// It completes command names, then each command's options and arguments: attributes, facet
/// values (`refine category=Bo` → `category=Books`), index names, parameter names and files.
/// Quoting is respected: a value with a blank is completed inside the quote the user opened, or
/// quoted when no quote was typed. Facet values come from the latest results and, when the
/// attribute's values were never shown or a prefix is typed, from the backend through
/// `facetValues` (a bounded wait, as InstantSearch's searchable refinement list searches as one
/// types). Without `facetValues` it is a pure function, unit-tested directly and shared by the
/// line editor.
public struct Completer: Sendable {
  /// Every command's completion syntax.
  public var commands: [CommandSyntax]
  /// Names and values from the session.
  public var data: CompletionData
  /// Lists the entries of a directory (`""` for the working directory), directories suffixed by `/`.
  public var listDirectory: @Sendable (String) -> [String]
  /// Asks the backend for facet values not in `data` (nil: only the values seen are offered).
  public var facetValues: FacetValueLookup?

  public init(
    commands: [CommandSyntax], data: CompletionData,
    listDirectory: @escaping @Sendable (String) -> [String] = { _ in [] },
    facetValues: FacetValueLookup? = nil
  ) {
    self.commands = commands
    self.data = data
    self.listDirectory = listDirectory
    self.facetValues = facetValues
  }

  /// The candidates for the word at `cursor` (a character offset) in `line`.
  public func complete(line: String, cursor: Int) -> CompletionResult {
    let prefix = String(line.prefix(cursor))
    let lexed = Lexer.lex(prefix)
    let length = prefix.count
    guard let piece = lexed.pieces.last, piece.range.upperBound == length || lexed.openQuote != nil else {
      return .none(at: length)  // inside a comment
    }
    var words = piece.words
    let typing = lexed.endsInWord || lexed.openQuote != nil
    let current = typing ? words.removeLast() : Lexer.Word(value: "", start: length)
    let raw = candidates(previous: words.map(\.value), typed: current.value)
    let matching = raw.filter { $0.hasPrefix(current.value) }
    let openQuote = lexed.openQuote?.character
    let suffixes = matching.map { suffix(for: $0, typed: current.value, openQuote: openQuote) }
    let typedText = String(prefix.dropFirst(current.start))
    let replacements = zip(matching, suffixes).map { candidate, suffix in
      openQuote == nil && suffix != String(candidate.dropFirst(current.value.count))
        ? Self.quotedWord(candidate) : typedText + suffix
    }
    return CompletionResult(
      wordStart: current.start, candidates: matching, suffixes: suffixes, replacements: replacements,
      typedValue: current.value)
  }

  /// The syntax of the command called `name` (or with that alias).
  func syntax(of name: String) -> CommandSyntax? {
    commands.first { $0.names.contains(name) }
  }

  /// Unfiltered candidates for the next word after `previous`.
  func candidates(previous: [String], typed: String) -> [String] {
    guard let name = previous.first else {
      return commands.flatMap(\.names).sorted()
    }
    guard let syntax = syntax(of: name) else { return [] }
    if typed.hasPrefix("-") { return syntax.options }
    let positional = previous.dropFirst().filter { !$0.hasPrefix("-") }
    return arguments(syntax.arguments, position: positional.count, previous: Array(positional), typed: typed)
  }

  private func arguments(
    _ kind: ArgumentCompletion, position: Int, previous: [String], typed: String
  ) -> [String] {
    switch kind {
    case .none: return []
    case .commands: return position == 0 ? commands.flatMap(\.names).sorted() : []
    case .attribute: return position == 0 ? attributes : []
    case .numericAttribute: return position == 0 ? data.numericAttributes : []
    case .indexes: return data.indexNames
    case .parameters: return position == 0 ? data.parameters : []
    case .words(let words): return position == 0 ? words : []
    case .files: return position == 0 ? files(matching: typed) : []
    case .attributeThenValue:
      if position == 0 { return attributes }
      if position == 1, let attribute = previous.first { return values(of: attribute, typed: typed) }
      return []
    case .attributeValue:
      return attributeValues(typed: typed)
    case .hierarchicalAttributeThenPath:
      if position == 0 { return hierarchicalBases }
      if position == 1, let base = previous.first { return hierarchicalValues(of: base, typed: typed) }
      return []
    }
  }

  /// The facet attributes seen or declared in the settings, then those the backend declares that
  /// the session has not read yet (asked only when `facetValues` is set and the list is needed).
  var attributes: [String] {
    guard let declared = facetValues?.attributes() else { return data.attributes }
    return data.attributes + declared.filter { !data.attributes.contains($0) }
  }

  /// `categories` once for `categories.lvl0`, `categories.lvl1`...: the names `menu` takes.
  var hierarchicalBases: [String] {
    var bases: [String] = []
    for attribute in attributes {
      guard let base = HierarchicalLevels.base(ofLevel: attribute), !bases.contains(base) else { continue }
      bases.append(base)
    }
    return bases
  }

  /// The values of every level of `base` (seen in the latest results, or fetched), shallowest
  /// level first.
  func hierarchicalValues(of base: String, typed: String) -> [String] {
    let declared = attributes
    var levels: [String] = []
    while data.facetValues["\(base).lvl\(levels.count)"] != nil || declared.contains("\(base).lvl\(levels.count)") {
      levels.append("\(base).lvl\(levels.count)")
    }
    for level in levels where needsLookup(level, typed: typed) { facetValues?.prefetch(level, startingWith: typed) }
    var values: [String] = []
    var listed: Set<String> = []
    for level in levels {
      for value in self.values(of: level, typed: typed) where listed.insert(value).inserted { values.append(value) }
    }
    return values
  }

  /// Whether the backend is asked for `attribute`'s values: never seen, or a prefix typed.
  func needsLookup(_ attribute: String, typed: String) -> Bool {
    data.facetValues[attribute] == nil || !typed.isEmpty
  }

  /// The values of `attribute` that may complete `typed`: those seen in the latest results, after
  /// those the backend finds when they were never seen or a prefix is typed.
  func values(of attribute: String, typed: String) -> [String] {
    let seen = data.facetValues[attribute]
    guard let facetValues, needsLookup(attribute, typed: typed) else { return seen ?? [] }
    let fetched = facetValues.values(of: attribute, startingWith: typed) ?? []
    let known = Set(fetched)
    return fetched + (seen ?? []).filter { !known.contains($0) }
  }

  /// `ATTR=` for each attribute, or `ATTR=VALUE` once the `=` is typed.
  private func attributeValues(typed: String) -> [String] {
    guard let equals = typed.firstIndex(of: "=") else {
      return attributes.map { $0 + "=" }
    }
    let attribute = String(typed[..<equals])
    let value = String(typed[typed.index(after: equals)...])
    return values(of: attribute, typed: value).map { "\(attribute)=\($0)" }
  }

  private func files(matching typed: String) -> [String] {
    let directory: String
    if let slash = typed.lastIndex(of: "/") {
      directory = String(typed[...slash])
    } else {
      directory = ""
    }
    return listDirectory(directory).map { directory + $0 }
  }

  /// What to insert after the typed text so that the word reads as `candidate`.
  func suffix(for candidate: String, typed: String, openQuote: Character?) -> String {
    let rest = String(candidate.dropFirst(typed.count))
    let continues = candidate.hasSuffix("=") || candidate.hasSuffix("/")
    switch openQuote {
    case "'":
      return rest.replacingAll("'", with: "'\\''") + (continues ? "" : "'")
    case "\"":
      return rest.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + (continues ? "" : "\"")
    default:
      if typed.isEmpty, !continues { return Quoting.quote(candidate) }
      return Self.escapeWithBackslashes(rest)
    }
  }

  /// `candidate` written so the lexer reads it back, in quotes rather than backslashes (as the
  /// README promises): `ATTR=VALUE` quotes only the value (`brand='Hewlett Packard'`, as one
  /// types it), any other word whole (`'Hewlett Packard'`).
  static func quotedWord(_ candidate: String) -> String {
    if let equals = candidate.firstIndex(of: "=") {
      let attribute = String(candidate[..<equals])
      if Quoting.quote(attribute) == attribute {
        return attribute + "=" + Quoting.quote(String(candidate[candidate.index(after: equals)...]))
      }
    }
    return Quoting.quote(candidate)
  }

  static func escapeWithBackslashes(_ text: String) -> String {
    let special: Set<Character> = [" ", "\t", "'", "\"", "\\", ";", "#"]
    var out = ""
    for character in text {
      if special.contains(character) { out.append("\\") }
      out.append(character)
    }
    return out
  }
}
