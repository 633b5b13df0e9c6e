/// The word positions of the postings, bit-packed in blocks of 128 consecutive postings (format
/// 8): about a third of the 4-byte reference per posting plus 4 bytes per extra position that
/// format 7 stored.
///
/// Postings are numbered globally (term after term, in dictionary order); block `b` holds postings
/// `128 b ..< 128 b + n` (`n` is 128 but in the last block). A position is stored as a field `f`
/// and a low part `l = word << 1 | single-word flag`. A block's three widths, wf (bits of a field,
/// 0...8), wl (bits of a low part, 0...24) and we (bits of an end, 0...32), are kept beside its
/// offset in the block table (`Entry`), so that finding a posting's position in the block never
/// waits for a load from the block itself. A block is one bit stream, each value least significant
/// bit first:
///
/// ```
///   n firsts:  the posting's best position, f | l << wf, in wf + wl bits
///   n ends:    only when we > 0: the number of extra positions of postings 0...j, we bits each
///   E extras:  the other positions of every posting of the block, in posting order, sorted
///              within a posting, wf + wl bits each (E = the last end)
/// ```
///
/// Most postings have one position: reading it is one packed load (a block without any posting
/// of several positions has we = 0 and no ends). A posting's extras are `ends[j - 1] ..< ends[j]`.
/// Widths follow the block's largest values, so short attributes pack in a few bits. Unpacking
/// loads 8 bytes at any bit offset, so the section ends with `padding` zero bytes. `validate`
/// checks a block before anything decodes it, so bad bytes are an error, never a read out of bounds.
enum PositionBlockCodec {
  /// Postings per block.
  static let blockSize = 128
  /// Zero bytes after the last block, so an 8-byte load at any packed byte stays inside.
  static let padding = 8
  /// A block's entry in the block table: its byte offset in the section (low 40 bits), then its
  /// widths wf, wl and we, a byte each (the table's last entry, the section's end, has none).
  struct Entry {
    let raw: UInt64

    init(raw: UInt64) { self.raw = raw }

    init(offset: Int, wf: Int, wl: Int, we: Int) {
      raw = UInt64(offset) | UInt64(wf) << 40 | UInt64(wl) << 48 | UInt64(we) << 56
    }

    /// The largest offset an entry holds.
    static let maxOffset = (1 << 40) - 1

    @inline(__always) var offset: Int { Int(truncatingIfNeeded: raw & UInt64(Self.maxOffset)) }
    @inline(__always) var wf: Int { Int(truncatingIfNeeded: (raw &>> 40) & 0xFF) }
    @inline(__always) var wl: Int { Int(truncatingIfNeeded: (raw &>> 48) & 0xFF) }
    @inline(__always) var we: Int { Int(truncatingIfNeeded: raw &>> 56) }
  }

  /// The number of blocks of `count` postings.
  @inline(__always) static func blockCount(_ count: Int) -> Int { (count + blockSize - 1) / blockSize }

  /// The postings in block `k` of `count` postings.
  @inline(__always) static func postings(inBlock k: Int, of count: Int) -> Int {
    min(blockSize, count &- k &* blockSize)
  }

  // MARK: Encoding

  /// Appends a block to `out`: per posting (at most `blockSize`), its sorted positions as packed
  /// `IndexLayout` values, `ends[j]` being where posting `j`'s positions end in `positions`.
  /// Returns the block's widths (wf, wl, we), which its table entry keeps.
  @discardableResult
  static func encode(positions: [UInt32], ends: [Int], into out: inout [UInt8]) -> (wf: Int, wl: Int, we: Int) {
    var maxField: UInt32 = 0, maxLow: UInt32 = 0
    for code in positions {
      maxField = max(maxField, code >> IndexLayout.fieldShift)
      maxLow = max(maxLow, low(code))
    }
    let n = ends.count
    let extras = positions.count - n
    let wf = width(maxField), wl = width(maxLow), we = extras == 0 ? 0 : width(UInt32(extras))
    var writer = BitWriter()
    var start = 0
    for end in ends {
      writer.append(UInt64(pack(positions[start], wf)), width: wf + wl, to: &out)
      start = end
    }
    if we > 0 {
      start = 0
      var extraEnd = 0
      for end in ends {
        extraEnd += end - start - 1
        writer.append(UInt64(extraEnd), width: we, to: &out)
        start = end
      }
      start = 0
      for end in ends {
        for i in (start + 1)..<end { writer.append(UInt64(pack(positions[i], wf)), width: wf + wl, to: &out) }
        start = end
      }
    }
    writer.finish(to: &out)
    return (wf, wl, we)
  }

  /// A position's low part: its word position, then its single-word flag in the lowest bit.
  @inline(__always) private static func low(_ code: UInt32) -> UInt32 {
    (code & IndexLayout.positionMask) << 1 | (code & IndexLayout.singleWordFlag == 0 ? 0 : 1)
  }

  @inline(__always) private static func pack(_ code: UInt32, _ wf: Int) -> UInt32 {
    code >> IndexLayout.fieldShift | low(code) << UInt32(wf)
  }

  /// Bits needed for `value` (0 for 0).
  @inline(__always) private static func width(_ value: UInt32) -> Int { UInt32.bitWidth - value.leadingZeroBitCount }

  /// Appends values of up to 32 bits to a byte array, least significant bit first.
  private struct BitWriter {
    private var pending: UInt64 = 0
    private var filled = 0

    mutating func append(_ value: UInt64, width: Int, to out: inout [UInt8]) {
      guard width > 0 else { return }
      pending |= value << UInt64(filled)
      filled += width
      while filled >= 8 {
        out.append(UInt8(truncatingIfNeeded: pending))
        pending >>= 8
        filled -= 8
      }
    }

    mutating func finish(to out: inout [UInt8]) {
      if filled > 0 { out.append(UInt8(truncatingIfNeeded: pending)) }
      pending = 0
      filled = 0
    }
  }

  // MARK: Decoding

  /// The `width`-bit value (0...32) at `bit` of the stream at `bits`.
  @inline(__always) static func value(_ bits: UnsafeRawPointer, at bit: Int, width: Int) -> UInt32 {
    let word = bits.loadUnaligned(fromByteOffset: bit &>> 3, as: UInt64.self)
    return UInt32(truncatingIfNeeded: (word &>> UInt64(bit & 7)) & ((UInt64(1) << UInt64(width)) &- 1))
  }

  /// A packed value back to its `IndexLayout` form.
  @inline(__always) static func unpack(_ packed: UInt32, wf: Int) -> UInt32 {
    let field = packed & ((1 << UInt32(wf)) &- 1)
    let low = packed &>> UInt32(wf)
    return field << IndexLayout.fieldShift | (low & 1) << 23 | low &>> 1
  }

  /// Where a posting's positions lie in its block: read once, then decoded (`first`, `decode`).
  struct Location {
    /// The block's bit stream.
    let bits: UnsafeRawPointer
    /// Bits of a field, and of a whole packed position.
    let wf: Int, width: Int
    /// Where the posting's best position is in `bits`.
    let firstBit: Int
    /// Where the posting's extra positions start in `bits`, and how many there are.
    let extrasBit: Int, extras: Int

    /// The number of positions of the posting.
    @inline(__always) var count: Int { 1 &+ extras }

    /// The posting's best position.
    @inline(__always) var first: UInt32 { unpack(value(bits, at: firstBit, width: width), wf: wf) }

    /// Writes the posting's `count` positions, best first, to `out`.
    @inline(__always) func decode(into out: UnsafeMutablePointer<UInt32>) {
      out[0] = first
      var bit = extrasBit
      for k in 0..<extras {
        out[k &+ 1] = unpack(value(bits, at: bit, width: width), wf: wf)
        bit &+= width
      }
    }
  }

  /// Finds posting `j` in a validated block of `n` postings whose table entry is `entry`.
  @inline(__always)
  static func locate(_ bits: UnsafeRawPointer, entry: Entry, n: Int, posting j: Int) -> Location {
    let wf = entry.wf
    let width = wf &+ entry.wl
    let we = entry.we
    guard we > 0 else {
      return Location(bits: bits, wf: wf, width: width, firstBit: j &* width, extrasBit: 0, extras: 0)
    }
    let endsStart = n &* width
    let end = Int(value(bits, at: endsStart &+ j &* we, width: we))
    let start = j == 0 ? 0 : Int(value(bits, at: endsStart &+ (j &- 1) &* we, width: we))
    return Location(
      bits: bits, wf: wf, width: width, firstBit: j &* width, extrasBit: n &* (width &+ we) &+ start &* width,
      extras: end &- start)
  }

  // MARK: Validation

  /// True when the `length` bytes at `bits` are exactly a block of `n` postings with the widths of
  /// `entry`, whose fields are all below `fieldCount`. The caller guarantees `padding` readable
  /// bytes after them.
  static func validate(_ bits: UnsafeRawPointer, length: Int, entry: Entry, n: Int, fieldCount: Int) -> Bool {
    let wf = entry.wf, wl = entry.wl, we = entry.we
    guard n > 0, length >= 0, wf <= 8, wl <= 24, we <= 32 else { return false }
    let w = wf + wl
    let available = length * 8
    guard n * (w + we) <= available else { return false }
    var extraCount = 0
    if we > 0 {
      var previous = 0
      for j in 0..<n {
        let end = Int(value(bits, at: n * w + j * we, width: we))
        guard end >= previous else { return false }
        previous = end
      }
      extraCount = previous
      // Extras of zero bits would all be the same position, which no import writes.
      guard w > 0 || extraCount == 0 else { return false }
    }
    let total = n * (w + we) + extraCount * w
    guard total <= available, (total + 7) / 8 == length else { return false }
    for j in 0..<n where Int(value(bits, at: j * w, width: w) & ((1 << UInt32(wf)) - 1)) >= fieldCount { return false }
    let base = n * (w + we)
    for e in 0..<extraCount where Int(value(bits, at: base + e * w, width: w) & ((1 << UInt32(wf)) - 1)) >= fieldCount {
      return false
    }
    return true
  }
}
