/// The byte form of one occurrence in `OccurrenceStore`: LEB128 varints of small numbers.
///
/// A term's first occurrence in a record stores its packed position, `field << 24 | single-word
/// flag << 23 | word` (`IndexLayout`). As a number that is large whenever the field is not the
/// first or the flag is set, so as a varint it would nearly always take 4 bytes; moved to
/// `word << 9 | field << 1 | flag` it takes 2 bytes for the first 32 words of any of the first 64
/// fields, 3 up to word 4,095. A further occurrence in the same record stores its distance from
/// the one before, zigzag-coded (a record's words usually come in order, but not always): one
/// byte for words up to 63 apart in the same field.
enum OccurrenceCoding {
  /// The most bytes one occurrence takes (two 32-bit varints of 5 bytes).
  static let maxBytes: UInt32 = 10

  /// `position` with its field and flag in the low bits.
  @inline(__always) static func lowBits(_ position: UInt32) -> UInt32 {
    let word = position & IndexLayout.positionMask
    let flag = (position & IndexLayout.singleWordFlag) >> 23
    let field = position >> IndexLayout.fieldShift
    return word << 9 | field << 1 | flag
  }

  /// The packed position `lowBits` rearranged.
  @inline(__always) static func position(fromLowBits value: UInt32) -> UInt32 {
    let flag = value & 1
    let field = (value >> 1) & 0xFF
    let word = value >> 9
    return field << IndexLayout.fieldShift | flag << 23 | word
  }

  /// The signed distance from `previous` to `position` (wrapping), zigzag-coded.
  @inline(__always) static func step(from previous: UInt32, to position: UInt32) -> UInt32 {
    let distance = Int32(bitPattern: position &- previous)
    return UInt32(bitPattern: (distance &<< 1) ^ (distance &>> 31))
  }

  /// The position `step` (from `step(from:to:)`) after `previous`.
  @inline(__always) static func position(after previous: UInt32, step: UInt32) -> UInt32 {
    previous &+ ((step &>> 1) ^ (0 &- (step & 1)))
  }

  /// Writes `value` as a LEB128 varint at `out`, moving `out` past it.
  @inline(__always) static func write(_ value: UInt32, to out: inout UnsafeMutablePointer<UInt8>) {
    var value = value
    while value >= 0x80 {
      out.pointee = UInt8(truncatingIfNeeded: value) | 0x80
      out += 1
      value >>= 7
    }
    out.pointee = UInt8(truncatingIfNeeded: value)
    out += 1
  }

  /// Reads a LEB128 varint written by `write` at `input`, moving `input` past it.
  @inline(__always) static func read(from input: inout UnsafePointer<UInt8>) -> UInt32 {
    var byte = input.pointee
    input += 1
    var value = UInt32(byte & 0x7F)
    var shift: UInt32 = 7
    while byte >= 0x80 {
      byte = input.pointee
      input += 1
      value |= UInt32(byte & 0x7F) << shift
      shift += 7
    }
    return value
  }
}
