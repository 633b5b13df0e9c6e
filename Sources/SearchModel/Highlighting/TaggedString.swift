/// Text with highlight tags, split into the plain text and the runs the tags marked.
///
/// Algolia returns highlights as markup (`Apple <em>iPhone</em> 15`, or with InstantSearch's
/// `__ais-highlight__` tags); a terminal cannot show markup, so the shell parses it here and
/// colours the tagged runs. Offsets are in `Character`s of ``output``, as InstantSearch reports
/// them: `"Woodstock is <em>Snoopy</em>'s friend"` gives ``output`` `"Woodstock is Snoopy's friend"`,
/// ``taggedRanges`` `[13..<19]` and ``untaggedRanges`` `[0..<13, 19..<28]`.
///
/// Tags nest (an inner pre-tag inside a tagged run changes nothing); a post-tag with no open run
/// is dropped; a run left open extends to the end. Adjacent tagged runs are merged.
public struct TaggedString: Sendable, Hashable {
  /// The text as received, tags included.
  public let input: String
  /// The opening tag looked for.
  public let preTag: String
  /// The closing tag looked for.
  public let postTag: String
  /// The maximal runs of ``output``, alternating between tagged and untagged, none empty.
  public let runs: [Run]

  /// One stretch of ``output`` that is entirely tagged or entirely untagged.
  public struct Run: Sendable, Hashable {
    /// The run's text, tags removed.
    public var text: String
    /// Whether the tags marked this run (a match of the query, for highlights).
    public var isTagged: Bool
    /// Where the run sits in ``TaggedString/output``, in characters.
    public var range: Range<Int>

    /// Creates a run.
    public init(text: String, isTagged: Bool, range: Range<Int>) {
      self.text = text
      self.isTagged = isTagged
      self.range = range
    }
  }

  /// Parses `input` with the given tags (Algolia's defaults unless told otherwise).
  public init(_ input: String, preTag: String = "<em>", postTag: String = "</em>") {
    self.input = input
    self.preTag = preTag
    self.postTag = postTag
    self.runs = Self.parse(input, preTag: preTag, postTag: postTag)
  }

  /// Builds a tagged string from runs (used to join strings); `input` is re-tagged with the tags.
  init(runs pieces: [(text: String, isTagged: Bool)], preTag: String, postTag: String) {
    var runs: [Run] = []
    var input = ""
    var offset = 0
    for piece in pieces where !piece.text.isEmpty {
      input += piece.isTagged ? preTag + piece.text + postTag : piece.text
      let length = piece.text.count
      if let last = runs.last, last.isTagged == piece.isTagged {
        runs[runs.count - 1].text += piece.text
        runs[runs.count - 1].range = last.range.lowerBound..<(last.range.upperBound + length)
      } else {
        runs.append(Run(text: piece.text, isTagged: piece.isTagged, range: offset..<(offset + length)))
      }
      offset += length
    }
    self.input = input
    self.preTag = preTag
    self.postTag = postTag
    self.runs = runs
  }

  /// The text with the tags removed.
  public var output: String { runs.map(\.text).joined() }

  /// The character ranges of ``output`` the tags marked.
  public var taggedRanges: [Range<Int>] { runs.filter(\.isTagged).map(\.range) }

  /// The character ranges of ``output`` outside the tags.
  public var untaggedRanges: [Range<Int>] { runs.filter { !$0.isTagged }.map(\.range) }

  /// Whether any part of the text is tagged.
  public var hasTaggedRuns: Bool { runs.contains(where: \.isTagged) }

  /// The same text with tagged and untagged runs swapped: InstantSearch's "inverted" highlight,
  /// which stresses what the user has not typed yet (query suggestions).
  public var inverted: TaggedString {
    TaggedString(runs: runs.map { ($0.text, !$0.isTagged) }, preTag: preTag, postTag: postTag)
  }

  /// Renders the text run by run: the shell wraps tagged runs in colour escapes, `--json`
  /// output keeps the plain text. `transform` gets each run's text and whether it is tagged.
  public func render(_ transform: (_ text: String, _ isTagged: Bool) -> String) -> String {
    var result = ""
    for run in runs { result += transform(run.text, run.isTagged) }
    return result
  }

  /// Joins tagged strings with an untagged separator, shifting ranges accordingly
  /// (`"aaa<em>bbb</em>ccc"` and `"ddd<em>eee</em>fff"` joined with `", "` tag (3,3) and (14,3)).
  public static func joined(
    _ strings: [TaggedString], separator: String, preTag: String = "<em>", postTag: String = "</em>"
  ) -> TaggedString {
    var pieces: [(text: String, isTagged: Bool)] = []
    for (position, string) in strings.enumerated() {
      if position > 0 { pieces.append((separator, false)) }
      pieces += string.runs.map { ($0.text, $0.isTagged) }
    }
    return TaggedString(runs: pieces, preTag: preTag, postTag: postTag)
  }
}
