/// The word positions of the postings, bit-packed in blocks of 128 consecutive postings (format
/// 8; the group ends of format 11; a block's base field and optional flag bit of format 13).
///
/// Postings are numbered globally (term after term, in dictionary order); block `b` holds postings
/// `128 b ..< 128 b + n` (`n` is 128 but in the last block). A position is stored as its field
/// above the block's base field `f - base`, and a low part: `word << 1 | single-word flag` when
/// some position of the block has the flag (`Entry.fb` 1), else the word alone. A block's widths,
/// wf (bits of a field above the base, 0...8), wl (bits of a low part, 0...24), we (bits of its
/// count of extra positions E, 0...32), wr (bits of an end inside a group, 0...32) and fb, are
/// kept beside its offset and base field in the block table (`Entry`), so that finding a posting's
/// position in the block never waits for a load from the block itself. A block is one bit stream,
/// each value least significant bit first:
///
/// ```
///   n firsts:  the posting's best position, (f - base) | l << wf, in wf + wl bits
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
/// Format 12 spent the field's bits from 0 and a flag bit on every position. Half of bestbuy-1m's
/// blocks hold one field only (a common word of the descriptions: its postings are all in that
/// field), and under 4% hold a word that is a whole attribute value (the flag, which only
/// `exactOnSingleWordQuery: attribute` reads): the base and the optional flag took its positions'
/// values from 140 to 116 MB.
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
  /// A block's entry in the block table: its byte offset in the section (low 34 bits), then its
  /// widths wf (4 bits), wl (5 bits), we (6 bits), wr (6 bits) and fb (1 bit), then its base field
  /// (8 bits) (the table's last entry, the section's end, has none). Format 12 gave the offset 40
  /// bits and had neither fb nor a base; 34 bits still address 16 GiB of packed positions, about
  /// a hundred million records of bestbuy-1m's, and the base read from the block itself instead
  /// cost a second load per posting (one-word queries over a million records 6% slower).
  struct Entry {
    let raw: UInt64

    init(raw: UInt64) { self.raw = raw }

    init(offset: Int, wf: Int, wl: Int, we: Int, wr: Int, fb: Int = 0, base: Int = 0) {
      raw = UInt64(offset) | UInt64(wf & 0xF) << 34 | UInt64(wl & 0x1F) << 38 | UInt64(we & 0x3F) << 43
        | UInt64(wr & 0x3F) << 49 | UInt64(fb & 1) << 55 | UInt64(base & 0xFF) << 56
    }

    /// The entry of a block written with `widths`, at `offset`.
    init(offset: Int, _ widths: Widths) {
      self.init(offset: offset, wf: widths.wf, wl: widths.wl, we: widths.we, wr: widths.wr, fb: widths.fb, base: widths.base)
    }

    /// The largest offset an entry holds.
    static let maxOffset = (1 << 34) - 1

    @inline(__always) var offset: Int { Int(truncatingIfNeeded: raw & UInt64(Self.maxOffset)) }
    @inline(__always) var wf: Int { Int(truncatingIfNeeded: (raw &>> 34) & 0xF) }
    @inline(__always) var wl: Int { Int(truncatingIfNeeded: (raw &>> 38) & 0x1F) }
    @inline(__always) var we: Int { Int(truncatingIfNeeded: (raw &>> 43) & 0x3F) }
    @inline(__always) var wr: Int { Int(truncatingIfNeeded: (raw &>> 49) & 0x3F) }
    /// 1 when the low parts of the block's positions end with the single-word flag, else 0.
    @inline(__always) var fb: Int { Int(truncatingIfNeeded: (raw &>> 55) & 1) }
    /// The smallest field of the block's positions, which each stores its field above.
    @inline(__always) var base: Int { Int(truncatingIfNeeded: raw &>> 56) }
  }

  /// The widths and base field of an encoded block, which its table entry keeps.
  struct Widths: Equatable {
    var wf: Int, wl: Int, we: Int, wr: Int, fb: Int, base: Int
  }

  /// How a block's packed positions turn back into their `IndexLayout` form: its base field
  /// (shifted in place) and its field and flag bits, all from its table entry.
  struct Packing {
    let base: UInt32
    let wf: UInt32
    let fb: UInt32

    /// The packing of the block whose entry is `entry`.
    @inline(__always) init(entry: Entry) {
      base = UInt32(truncatingIfNeeded: entry.base) &<< IndexLayout.fieldShift
      wf = UInt32(truncatingIfNeeded: entry.wf)
      fb = UInt32(truncatingIfNeeded: entry.fb)
    }

    /// A packed value back to its `IndexLayout` form (a validated block's base and fields add up
    /// to a field below 256; its words fit below the flag).
    @inline(__always) func unpack(_ packed: UInt32) -> UInt32 {
      let field = packed & ((1 &<< wf) &- 1)
      let low = packed &>> wf
      return base &+ field &<< IndexLayout.fieldShift | (low & fb) &<< 23 | low &>> fb
    }

    /// `unpack` without the single-word flag: the field and word alone, which is all proximity
    /// and the attribute criterion read (two operations fewer a position, on the paths that read
    /// the positions of a million candidates).
    @inline(__always) func unpackIgnoringFlag(_ packed: UInt32) -> UInt32 {
      base &+ (packed & ((1 &<< wf) &- 1)) &<< IndexLayout.fieldShift | (packed &>> wf) &>> fb
    }
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
  static func encode(positions: [UInt32], ends: [Int], into out: inout [UInt8]) -> Widths {
    var minField = UInt32.max, maxField: UInt32 = 0, maxWord: UInt32 = 0, flags: UInt32 = 0
    for code in positions {
      let field = code >> IndexLayout.fieldShift
      minField = min(minField, field)
      maxField = max(maxField, field)
      maxWord = max(maxWord, code & IndexLayout.positionMask)
      flags |= code & IndexLayout.singleWordFlag
    }
    if positions.isEmpty { minField = 0 }
    let fb: UInt32 = flags == 0 ? 0 : 1
    let n = ends.count
    let extras = positions.count - n
    // Per posting, the extras of its group up to it; per group, the extras before it. At most 128
    // and 16 of them: on the stack, not in two arrays a block (an import encodes 600,000 blocks).
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: n + n / groupSize + 1) { scratch in
      let inGroup = scratch.baseAddress.unsafelyUnwrapped
      let groupStarts = inGroup + n
      var groups = 0
      var before = 0
      var start = 0
      var widestInGroup = 0
      for j in 0..<n {
        if j % groupSize == 0 {
          groupStarts[groups] = before
          groups += 1
        }
        before += ends[j] - start - 1
        inGroup[j] = before - groupStarts[groups - 1]
        widestInGroup = max(widestInGroup, inGroup[j])
        start = ends[j]
      }
      let wf = width(maxField - minField), wl = width(maxWord << fb | fb)
      let we = extras == 0 ? 0 : width(UInt32(extras))
      let wr = extras == 0 ? 0 : width(UInt32(widestInGroup))
      @inline(__always) func pack(_ code: UInt32) -> UInt64 {
        let low = (code & IndexLayout.positionMask) << fb | (code & IndexLayout.singleWordFlag) >> 23
        return UInt64((code >> IndexLayout.fieldShift) - minField | low << UInt32(wf))
      }
      // The block's size is known from its widths: its bytes are made at once and written through
      // a pointer (8 bytes of slack for the last word, cut off after), where appending byte after
      // byte checked the array's uniqueness and capacity at every byte.
      let bits = n * (wf + wl) + (extras > 0 ? (groups - 1) * we + n * wr + extras * (wf + wl) : 0)
      let offset = out.count
      out.append(contentsOf: repeatElement(0, count: (bits + 7) / 8 + 8))
      out.withUnsafeMutableBytes { raw in
        var writer = BitWriter(bytes: raw.baseAddress.unsafelyUnwrapped + offset)
        var start = 0
        for j in 0..<n {
          writer.append(pack(positions[start]), width: wf + wl)
          start = ends[j]
        }
        if extras > 0 {
          for g in 1..<max(1, groups) { writer.append(UInt64(groupStarts[g]), width: we) }
          for j in 0..<n { writer.append(UInt64(inGroup[j]), width: wr) }
          start = 0
          for j in 0..<n {
            for i in (start + 1)..<ends[j] { writer.append(pack(positions[i]), width: wf + wl) }
            start = ends[j]
          }
        }
        writer.finish()
        assert(writer.bit == bits)
      }
      out.removeLast(8)
      return Widths(wf: wf, wl: wl, we: we, wr: wr, fb: Int(fb), base: Int(minField))
    }
  }

  /// Bits needed for `value` (0 for 0).
  @inline(__always) private static func width(_ value: UInt32) -> Int { UInt32.bitWidth - value.leadingZeroBitCount }

  /// Packs values of up to 32 bits into bytes, least significant bit first: a 64-bit accumulator
  /// stored 4 bytes at a time (the bytes have 8 of slack past the last value's), with no load of
  /// what was just stored (ORing each value into memory waited on the store before it).
  private struct BitWriter {
    private var out: UnsafeMutableRawPointer
    private var pending: UInt64 = 0
    private var filled = 0
    /// Bits written so far.
    private(set) var bit = 0

    init(bytes: UnsafeMutableRawPointer) { out = bytes }

    @inline(__always) mutating func append(_ value: UInt64, width: Int) {
      pending |= value &<< UInt64(filled)
      filled &+= width
      bit &+= width
      if filled >= 32 {
        out.storeBytes(of: UInt32(truncatingIfNeeded: pending).littleEndian, as: UInt32.self)
        out += 4
        pending &>>= 32
        filled &-= 32
      }
    }

    /// Stores the bits still pending (up to 8 bytes, into the slack).
    mutating func finish() {
      out.storeBytes(of: pending.littleEndian, as: UInt64.self)
    }
  }

  // MARK: Decoding

  /// The `width`-bit value (0...32) at `bit` of the stream at `bits`.
  @inline(__always) static func value(_ bits: UnsafeRawPointer, at bit: Int, width: Int) -> UInt32 {
    let word = bits.loadUnaligned(fromByteOffset: bit &>> 3, as: UInt64.self)
    return UInt32(truncatingIfNeeded: (word &>> UInt64(bit & 7)) & ((UInt64(1) << UInt64(width)) &- 1))
  }

  /// The best position, without its single-word flag, of posting `j` of the block whose bits are
  /// at `bits`, `width` bits a position (`Entry.wf + Entry.wl`) unpacked by `packing`: one packed
  /// load, what the attribute criterion reads.
  @inline(__always) static func firstPosition(
    _ bits: UnsafeRawPointer, posting j: Int, width: Int, packing: Packing
  ) -> UInt32 {
    packing.unpackIgnoringFlag(value(bits, at: j &* width, width: width))
  }

  /// Where a posting's positions lie in its block: read once, then decoded (`first`, `decode`).
  struct Location {
    /// The block's bit stream.
    let bits: UnsafeRawPointer
    /// How the block's values unpack.
    let packing: Packing
    /// Bits of a whole packed position.
    let width: Int
    /// Where the posting's best position is in `bits`.
    let firstBit: Int
    /// Where the posting's extra positions start in `bits`, and how many there are.
    let extrasBit: Int, extras: Int

    /// The number of positions of the posting.
    @inline(__always) var count: Int { 1 &+ extras }

    /// The posting's best position.
    @inline(__always) var first: UInt32 { packing.unpack(value(bits, at: firstBit, width: width)) }

    /// Position `k` of the posting (below `count`), its first or extra `k - 1`, without the
    /// single-word flag (`Packing.unpackIgnoringFlag`).
    @inline(__always) func fieldAndWord(_ k: Int) -> UInt32 {
      let bit = k == 0 ? firstBit : extrasBit &+ (k &- 1) &* width
      return packing.unpackIgnoringFlag(value(bits, at: bit, width: width))
    }

    /// Whether some position of the posting satisfies `predicate`, read where the positions lie
    /// (the exact criterion asks this of every candidate tied on the criteria before it, and most
    /// postings answer with their first position or have no other).
    @inline(__always) func contains(where predicate: (UInt32) -> Bool) -> Bool {
      if predicate(first) { return true }
      var bit = extrasBit
      for _ in 0..<extras {
        if predicate(packing.unpack(value(bits, at: bit, width: width))) { return true }
        bit &+= width
      }
      return false
    }

    /// Writes the posting's `count` positions, best first, to `out`.
    @inline(__always) func decode(into out: UnsafeMutablePointer<UInt32>) {
      out[0] = first
      var bit = extrasBit
      for k in 0..<extras {
        out[k &+ 1] = packing.unpack(value(bits, at: bit, width: width))
        bit &+= width
      }
    }
  }

  /// Finds posting `j` in a validated block of `n` postings whose table entry is `entry`.
  @inline(__always)
  static func locate(_ bits: UnsafeRawPointer, entry: Entry, n: Int, posting j: Int) -> Location {
    let packing = Packing(entry: entry)
    let width = entry.wf &+ entry.wl
    let we = entry.we
    guard we > 0 else {
      return Location(bits: bits, packing: packing, width: width, firstBit: j &* width, extrasBit: 0, extras: 0)
    }
    let wr = entry.wr
    let marksBit = n &* width
    let endsBit = marksBit &+ ((n &- 1) &>> 3) &* we
    let group = j &>> 3
    let mark = group == 0 ? 0 : Int(value(bits, at: marksBit &+ (group &- 1) &* we, width: we))
    let end = Int(value(bits, at: endsBit &+ j &* wr, width: wr))
    let previous = j & 7 == 0 ? 0 : Int(value(bits, at: endsBit &+ (j &- 1) &* wr, width: wr))
    return Location(
      bits: bits, packing: packing, width: width, firstBit: j &* width,
      extrasBit: endsBit &+ n &* wr &+ (mark &+ previous) &* width, extras: end &- previous)
  }

  /// Decodes every posting of a validated block of `n` postings whose table entry is `entry`, in
  /// one sequential pass: `firsts[j]` is posting `j`'s best position and `starts[j] ..< starts[j +
  /// 1]` where its others are in the buffer `extras(count)` returns (room for the block's `count`
  /// others), all without the single-word flag (what proximity reads). A pass reading most
  /// postings of a word in order (`PositionBlockCursor`) decodes each block once instead of
  /// locating each posting on its own.
  static func decodeBlock(
    _ bits: UnsafeRawPointer, entry: Entry, n: Int, firsts: UnsafeMutablePointer<UInt32>,
    starts: UnsafeMutablePointer<Int>, extras: (Int) -> UnsafeMutablePointer<UInt32>
  ) {
    let packing = Packing(entry: entry)
    let width = entry.wf &+ entry.wl
    for j in 0..<n { firsts[j] = packing.unpackIgnoringFlag(value(bits, at: j &* width, width: width)) }
    starts[0] = 0
    let we = entry.we
    guard we > 0 else {
      for j in 0..<n { starts[j &+ 1] = 0 }
      return
    }
    let wr = entry.wr
    let marksBit = n &* width
    let endsBit = marksBit &+ ((n &- 1) &>> 3) &* we
    // A group's first posting starts at its mark; each posting ends at the mark plus its end.
    var mark = 0
    for j in 0..<n {
      if j & 7 == 0 && j > 0 { mark = Int(value(bits, at: marksBit &+ ((j &>> 3) &- 1) &* we, width: we)) }
      starts[j &+ 1] = mark &+ Int(value(bits, at: endsBit &+ j &* wr, width: wr))
    }
    let count = starts[n]
    let out = extras(count)
    var bit = endsBit &+ n &* wr
    for e in 0..<count {
      out[e] = packing.unpackIgnoringFlag(value(bits, at: bit, width: width))
      bit &+= width
    }
  }

  // MARK: Validation

  /// True when the `length` bytes at `bits` are exactly a block of `n` postings with the widths
  /// and base field of `entry`, whose fields are all below `fieldCount` (at most 255). The caller
  /// guarantees `padding` readable bytes after them.
  static func validate(_ bits: UnsafeRawPointer, length: Int, entry: Entry, n: Int, fieldCount: Int) -> Bool {
    let wf = entry.wf, wl = entry.wl, we = entry.we, wr = entry.wr, base = entry.base
    // A word fits below the flag's bit: 23 bits, and the flag's when the block has it.
    guard n > 0, length >= 0, wf <= 8, wl <= 23 + entry.fb, we <= 32, wr <= 32, (we == 0) == (wr == 0),
      base < fieldCount
    else { return false }
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
    // Every position's field (the base plus its low `wf` bits) below the field count; none to
    // read when `wf` bits cannot hold a field that large.
    guard base + (1 << wf) > fieldCount else { return true }
    return base + largestField(bits, from: 0, count: n, width: w, wf: wf) < fieldCount
      && base + largestField(bits, from: endsBit + n * wr, count: extras, width: w, wf: wf) < fieldCount
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
