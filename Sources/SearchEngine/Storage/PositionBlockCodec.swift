/// The word positions of the postings, bit-packed in blocks of 128 consecutive postings (format
/// 8; the group ends of format 11).
///
/// Postings are numbered globally (term after term, in dictionary order); block `b` holds postings
/// `128 b ..< 128 b + n` (`n` is 128 but in the last block). A position is stored as a field `f`
/// and a low part `l = word << 1 | single-word flag`. A block's four widths, wf (bits of a field,
/// 0...8), wl (bits of a low part, 0...24), we (bits of its count of extra positions E, 0...32) and
/// wr (bits of an end inside a group, 0...32), are kept beside its offset in the block table
/// (`Entry`), so that finding a posting's position in the block never waits for a load from the
/// block itself. A block is one bit stream, each value least significant bit first:
///
/// ```
///   n firsts:  the posting's best position, f | l << wf, in wf + wl bits
///   marks:     only when E > 0: for each group of 8 postings but the first, the extras of the
///              postings before it, we bits each ((n - 1) / 8 of them)
///   n ends:    only when E > 0: the extras of the postings of its group up to this one, wr bits
///   E extras:  the other positions of every posting of the block, in posting order, sorted
///              within a posting, wf + wl bits each
/// ```
///
/// Most postings have one position: reading it is one packed load (a block without any posting
/// of several positions has no marks and no ends). A posting's extras are `mark + ends[j - 1]
/// ..< mark + ends[j]` (the previous end is 0 for a group's first posting): three loads that do not
/// wait on each other. Format 8 stored each posting's running count over the whole block, at the
/// bits of E (42 MB of bestbuy-1m's 182 MB of positions); counted within groups of 8, the ends
/// and marks take 29 MB. A map of one bit per extra (12 MB) was tried: finding a posting in it
/// means counting bits, and the queries that read the positions of a million candidates (`the
/// this`) took 40% longer.
///
/// Widths follow the block's largest values, so short attributes pack in a few bits. Unpacking
/// loads 8 bytes at any bit offset, so the section ends with `padding` zero bytes. `validate`
/// checks a block before anything decodes it, so bad bytes are an error, never a read out of bounds.
enum PositionBlockCodec {
  /// Postings per block.
  static let blockSize = 128
  /// Zero bytes after the last block, so an 8-byte load at any packed byte stays inside.
  static let padding = 8
  /// Postings per group of ends (a mark each).
  static let groupSize = 8
  /// A block's entry in the block table: its byte offset in the section (low 40 bits), then its
  /// widths wf (4 bits), wl (5 bits), we (6 bits) and wr (6 bits) (the table's last entry, the
  /// section's end, has none).
  struct Entry {
    let raw: UInt64

    init(raw: UInt64) { self.raw = raw }

    init(offset: Int, wf: Int, wl: Int, we: Int, wr: Int) {
      raw = UInt64(offset) | UInt64(wf & 0xF) << 40 | UInt64(wl & 0x1F) << 44 | UInt64(we & 0x3F) << 49
        | UInt64(wr & 0x3F) << 55
    }

    /// The largest offset an entry holds.
    static let maxOffset = (1 << 40) - 1

    @inline(__always) var offset: Int { Int(truncatingIfNeeded: raw & UInt64(Self.maxOffset)) }
    @inline(__always) var wf: Int { Int(truncatingIfNeeded: (raw &>> 40) & 0xF) }
    @inline(__always) var wl: Int { Int(truncatingIfNeeded: (raw &>> 44) & 0x1F) }
    @inline(__always) var we: Int { Int(truncatingIfNeeded: (raw &>> 49) & 0x3F) }
    @inline(__always) var wr: Int { Int(truncatingIfNeeded: (raw &>> 55) & 0x3F) }
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
  /// Returns the block's widths, which its table entry keeps.
  @discardableResult
  static func encode(positions: [UInt32], ends: [Int], into out: inout [UInt8]) -> (wf: Int, wl: Int, we: Int, wr: Int) {
    var maxField: UInt32 = 0, maxLow: UInt32 = 0
    for code in positions {
      maxField = max(maxField, code >> IndexLayout.fieldShift)
      maxLow = max(maxLow, low(code))
    }
    let n = ends.count
    let extras = positions.count - n
    // The extras before each posting's group, and up to each posting within its group.
    var groupStarts: [Int] = []
    var inGroup: [Int] = []
    var before = 0
    var start = 0
    for (j, end) in ends.enumerated() {
      if j % groupSize == 0 { groupStarts.append(before) }
      before += end - start - 1
      inGroup.append(before - groupStarts[groupStarts.count - 1])
      start = end
    }
    let wf = width(maxField), wl = width(maxLow)
    let we = extras == 0 ? 0 : width(UInt32(extras))
    let wr = extras == 0 ? 0 : width(UInt32(inGroup.max() ?? 0))
    var writer = BitWriter()
    start = 0
    for end in ends {
      writer.append(UInt64(pack(positions[start], wf)), width: wf + wl, to: &out)
      start = end
    }
    if extras > 0 {
      for mark in groupStarts.dropFirst() { writer.append(UInt64(mark), width: we, to: &out) }
      for end in inGroup { writer.append(UInt64(end), width: wr, to: &out) }
      start = 0
      for end in ends {
        for i in (start + 1)..<end { writer.append(UInt64(pack(positions[i], wf)), width: wf + wl, to: &out) }
        start = end
      }
    }
    writer.finish(to: &out)
    return (wf, wl, we, wr)
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

    /// Whether some position of the posting satisfies `predicate`, read where the positions lie
    /// (the exact criterion asks this of every candidate tied on the criteria before it, and most
    /// postings answer with their first position or have no other).
    @inline(__always) func contains(where predicate: (UInt32) -> Bool) -> Bool {
      if predicate(first) { return true }
      var bit = extrasBit
      for _ in 0..<extras {
        if predicate(unpack(value(bits, at: bit, width: width), wf: wf)) { return true }
        bit &+= width
      }
      return false
    }

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
    let wr = entry.wr
    let marksBit = n &* width
    let endsBit = marksBit &+ ((n &- 1) &>> 3) &* we
    let group = j &>> 3
    let mark = group == 0 ? 0 : Int(value(bits, at: marksBit &+ (group &- 1) &* we, width: we))
    let end = Int(value(bits, at: endsBit &+ j &* wr, width: wr))
    let previous = j & 7 == 0 ? 0 : Int(value(bits, at: endsBit &+ (j &- 1) &* wr, width: wr))
    return Location(
      bits: bits, wf: wf, width: width, firstBit: j &* width,
      extrasBit: endsBit &+ n &* wr &+ (mark &+ previous) &* width, extras: end &- previous)
  }

  // MARK: Validation

  /// True when the `length` bytes at `bits` are exactly a block of `n` postings with the widths of
  /// `entry`, whose fields are all below `fieldCount`. The caller guarantees `padding` readable
  /// bytes after them.
  static func validate(_ bits: UnsafeRawPointer, length: Int, entry: Entry, n: Int, fieldCount: Int) -> Bool {
    let wf = entry.wf, wl = entry.wl, we = entry.we, wr = entry.wr
    guard n > 0, length >= 0, wf <= 8, wl <= 24, we <= 32, wr <= 32, (we == 0) == (wr == 0) else { return false }
    let w = wf + wl
    let available = length * 8
    let marks = we > 0 ? (n - 1) / groupSize : 0
    let endsBit = n * w + marks * we
    guard endsBit + n * wr <= available else { return false }
    var extras = 0
    if we > 0 {
      // Ends ascending within each group; each mark the previous one plus its group's extras.
      var mark = 0
      var previous = 0
      for j in 0..<n {
        if j % groupSize == 0 && j > 0 {
          let next = Int(value(bits, at: n * w + (j / groupSize - 1) * we, width: we))
          guard next == mark + previous else { return false }
          mark = next
          previous = 0
        }
        let end = Int(value(bits, at: endsBit + j * wr, width: wr))
        guard end >= previous else { return false }
        previous = end
      }
      extras = mark + previous
      // Extras of zero bits would all be the same position, which no import writes; a block with
      // marks and ends has extras.
      guard extras > 0, w > 0 else { return false }
    }
    let total = endsBit + n * wr + extras * w
    guard total <= available, (total + 7) / 8 == length else { return false }
    // Every position's field (its low `wf` bits) below the field count; none to read when `wf`
    // bits cannot hold a field that large.
    guard 1 << wf > fieldCount else { return true }
    return largestField(bits, from: 0, count: n, width: w, wf: wf) < fieldCount
      && largestField(bits, from: endsBit + n * wr, count: extras, width: w, wf: wf) < fieldCount
  }

  /// The largest field among the `count` packed positions of `width` bits from `start`: one loop
  /// without an exit, which the compiler unrolls (a block of a common word holds thousands of
  /// positions, all read when a query first reads the word).
  @inline(__always)
  private static func largestField(_ bits: UnsafeRawPointer, from start: Int, count: Int, width: Int, wf: Int) -> Int {
    let mask = (UInt32(1) << UInt32(wf)) &- 1
    var largest: UInt32 = 0
    var bit = start
    for _ in 0..<count {
      largest = max(largest, value(bits, at: bit, width: width) & mask)
      bit &+= width
    }
    return Int(largest)
  }
}
