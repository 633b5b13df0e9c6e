/// The layout shared by every file of an index directory.
///
/// ```
/// header (64 bytes)
///   0  magic "ISSHIDX\0"            8 bytes
///   8  format version               UInt32 (little endian)
///  12  file kind (four ASCII bytes) UInt32
///  16  section count                UInt32
///  20  reserved                     UInt32
///  24  section table offset         UInt64
///  32  file length                  UInt64
///  40  section table checksum       UInt64
///  48  reserved                     UInt64
///  56  header checksum (bytes 0..<56) UInt64
/// sections, each 8-byte aligned
/// section table: per section 40 bytes = name (16 ASCII bytes, NUL padded), offset, length, checksum
/// ```
///
/// A file is valid only when its magic, version, kind, length and both checksums agree, so a
/// truncated or foreign file is rejected before any offset inside it is used.
enum IndexFileLayout {
  static let magic: [UInt8] = Array("ISSHIDX".utf8) + [0]
  /// Bumped whenever the layout of any section changes; older files are refused with a clear message.
  /// 7: record numbers of the posting lists delta-encoded and bit-packed (`DocBlockCodec`).
  /// 8: word positions bit-packed in blocks of 128 postings (`PositionBlockCodec`), no per-posting reference.
  /// 9: each position block's widths in its `posOff` entry (64 bits) instead of a header in the block.
  /// 10: numeric columns as distinct values and narrow per-record codes (`NumericColumn`), no
  ///     offsets for single-valued facets and numbers or for absent `_geoloc`, 32-bit record
  ///     block offsets, no record ends for one record a frame.
  /// 11: a position block's ends counted within groups of 8 postings, with a mark per group;
  ///     the entry holds four widths.
  /// 12: prefix lists of broad one- and two-letter prefixes in `text.isx` (`PrefixLists`).
  /// 13: a position block starts with its base field, and its positions carry the single-word
  ///     flag only when one of them has it (`PositionBlockCodec.Entry.fb`).
  /// 14: a prefix list's key codes most frequent first, in blocks of 128 at each block's width
  ///     with the large ones escaped (`KeyBlockCodec`).
  /// 15: a facet value's records as `DocBlockCodec` blocks (`f<i>.pbyt`, `f<i>.pdoc`), checked
  ///     the first time a filter reads them.
  /// 16: per block of positions, the least attribute key of its postings' best positions
  ///     (`posFloor`), which a one-word query's page is found through (`FloorCandidates`).
  /// 17: the records where two frequent words stand within three words (`nearTerms`,
  ///     `nearList`, `nearDocs`: `NearPairs`).
  /// 18: a block of record numbers whose records' bits take fewer bytes than their packed gaps
  ///     is a bitmap (`DocBlockCodec`).
  static let formatVersion: UInt32 = 18
  static let headerSize = 64
  static let tableEntrySize = 40
  static let nameSize = 16

  /// `"RECS"` → its four bytes as a little-endian UInt32.
  static func kind(_ name: StaticString) -> UInt32 {
    var value: UInt32 = 0
    name.withUTF8Buffer { bytes in
      for (i, byte) in bytes.prefix(4).enumerated() { value |= UInt32(byte) << (UInt32(i) * 8) }
    }
    return value
  }
}
