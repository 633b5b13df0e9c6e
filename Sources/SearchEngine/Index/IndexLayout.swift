/// File names and kinds of an index directory.
///
/// An index directory holds a `CURRENT` file naming the live generation and one sub-directory
/// per generation (`gen-<stamp>`). An import writes a whole new generation aside, syncs it, then
/// replaces `CURRENT` with an atomic rename: a failed or killed import leaves the previous
/// generation live and intact, and readers that mapped an older generation keep working.
enum IndexLayout {
  static let current = "CURRENT"
  static let generationPrefix = "gen-"
  static let records = "records.isx"
  static let text = "text.isx"
  static let facets = "facets.isx"
  static let numbers = "numbers.isx"
  static let meta = "meta.isx"

  static let recordsKind = IndexFileLayout.kind("RECS")
  static let textKind = IndexFileLayout.kind("TEXT")
  static let facetsKind = IndexFileLayout.kind("FACT")
  static let numbersKind = IndexFileLayout.kind("NUMS")
  static let metaKind = IndexFileLayout.kind("META")

  /// Bits of a stored word position: field id (8) | single-word flag (1) | word position (23).
  static let fieldShift: UInt32 = 24
  static let singleWordFlag: UInt32 = 1 << 23
  static let positionMask: UInt32 = (1 << 23) - 1
  /// Word positions between two elements of an array, so proximity never spans elements.
  static let arrayGap: UInt32 = 8
  /// At most this many searchable fields (the field id has 8 bits).
  static let maxFields = 255
  /// At most this many numeric attributes get filterable columns.
  static let maxNumericAttributes = 512
}
