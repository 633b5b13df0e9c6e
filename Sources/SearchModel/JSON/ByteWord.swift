/// Tests on eight bytes at once (a `UInt64` loaded from the input), for the loops that skip runs
/// of plain bytes: a string's content (`JSONParser.parseString`), a line up to its newline
/// (`JSONRecordStream`).
enum ByteWord {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// The high bit of each byte of `word` that is zero. Exact for the lowest such byte (a borrow
  /// only ever reaches the bytes above one), so any nonzero result says a zero byte is there and
  /// the lowest set bit says where.
  @inline(__always) static func zeroBytes(_ word: UInt64) -> UInt64 {
    (word &- ones) & ~word & highs
  }

  /// `zeroBytes` of the bytes of `word` equal to `byte`.
  @inline(__always) static func bytes(_ word: UInt64, equalTo byte: UInt8) -> UInt64 {
    zeroBytes(word ^ (ones &* UInt64(byte)))
  }

  /// The high bit of each byte of `word` below `limit` (at most 0x80), exact for the lowest one
  /// as `zeroBytes` is.
  @inline(__always) static func bytes(_ word: UInt64, below limit: UInt8) -> UInt64 {
    (word &- ones &* UInt64(limit)) & ~word & highs
  }

  /// Whether any byte of `word` has its high bit set (is not ASCII).
  @inline(__always) static func hasNonASCII(_ word: UInt64) -> Bool { word & highs != 0 }
}
