/// The record numbers of one term's postings, delta-encoded and bit-packed in blocks of 128
/// (format 7): a fraction of the 32 bits per posting that format 6 stored.
///
/// A term with `n` postings has `B = ceil(n / 128)` blocks, all full but the last:
///
/// ```
/// if B > 1: B skip entries of 8 bytes: the block's last record number (UInt32) and where the
///           block starts, counted from the term's first byte (UInt32)
/// per block: bit width w (one byte, 0...32), then ceil(count * w / 8) bytes holding each
///           record's gap (record - previous record - 1; before the first, the previous block's
///           last record, or -1), w bits each, least significant bit first;
///           or, when smaller (format 18), the marker 0xFF, the block's span s (UInt16: its last
///           record - the previous one) and ceil(s / 8) bytes of s bits, bit i set when record
///           previous + 1 + i is in the block, least significant bit first
/// ```
///
/// A word in a third of the records or more (`for`, `case`, `your`) packs each gap in 3 to 5
/// bits, and its blocks take more bytes as bits than as a bitmap of the records they span: those
/// blocks are bitmaps. Besides being smaller (bestbuy-1m: 20 million of 77 million postings; the
/// terms' records 66.5 -> 63.8 MB, the prefix lists' 22.0 -> 17.1, the near-pair lists' 23.8 ->
/// 22.5), a bitmap block is added to a `Bitset` a word of 64 records at a time (`insertRecords`),
/// which is how the number of hits counts a broad word's records.
///
/// A term of a single block (most terms: 127 postings or fewer) has no skip entries. A query
/// decodes only the blocks it reads (`decode(block:)`), and the skip entries let a lookup of a few
/// records jump to the one block that can hold each. Unpacking loads 8 bytes at any bit offset,
/// so the section ends with `padding` zero bytes and never needs a bounds test per value.
/// `validate` checks a term's bytes before anything decodes them, so bad bytes are an error, never
/// a read out of bounds.
enum DocBlockCodec {
  /// Postings per block.
  static let blockSize = 128
  /// The width byte of a bitmap block: no packed width is above 32.
  static let bitmapMarker: UInt8 = 0xFF
  /// Zero bytes after the last term's blocks, so an 8-byte load at any packed byte stays inside.
  static let padding = 8

  /// The number of blocks of a term with `count` postings.
  @inline(__always) static func blockCount(_ count: Int) -> Int { (count + blockSize - 1) / blockSize }

  /// Appends the blocks of `docs` (strictly ascending record numbers) to `out`.
  static func encode(_ docs: UnsafeBufferPointer<UInt32>, into out: inout [UInt8]) {
    let n = docs.count
    guard n > 0 else { return }
    let blocks = blockCount(n)
    let start = out.count
    if blocks > 1 { out.append(contentsOf: repeatElement(0, count: 8 * blocks)) }
    var previous = UInt32.max
    for k in 0..<blocks {
      let low = k * blockSize, high = min(n, low + blockSize)
      if blocks > 1 {
        store(docs[high - 1], at: start + 8 * k, in: &out)
        store(UInt32(out.count - start), at: start + 8 * k + 4, in: &out)
      }
      var bits: UInt32 = 0
      var last = previous
      for i in low..<high {
        bits |= docs[i] &- last &- 1
        last = docs[i]
      }
      let width = UInt32.bitWidth - bits.leadingZeroBitCount
      let span = Int(docs[high - 1] &- previous)
      if 2 + (span + 7) / 8 < ((high - low) * width + 7) / 8 {
        // Fewer bytes as the records' bits: `span` is below 4,096 (128 gaps of at most 32 bits).
        out.append(bitmapMarker)
        out.append(UInt8(truncatingIfNeeded: span))
        out.append(UInt8(truncatingIfNeeded: span >> 8))
        let bitmap = out.count
        out.append(contentsOf: repeatElement(0, count: (span + 7) / 8))
        for i in low..<high {
          let bit = Int(docs[i] &- previous &- 1)
          out[bitmap + (bit >> 3)] |= 1 << UInt8(bit & 7)
        }
        previous = docs[high - 1]
        continue
      }
      out.append(UInt8(width))
      let before = previous
      pack((low..<high).lazy.map { i in docs[i] &- (i == low ? before : docs[i - 1]) &- 1 }, width: width, into: &out)
      previous = docs[high - 1]
    }
  }

  /// Appends `values`, `width` bits each (0...32; each fits), least significant bit first, from
  /// a byte boundary: what `unpackGaps` reads back.
  static func pack(_ values: some Sequence<UInt32>, width: Int, into out: inout [UInt8]) {
    var pending: UInt64 = 0
    var filled = 0
    for value in values {
      pending |= UInt64(value) << UInt64(filled)
      filled += width
      while filled >= 8 {
        out.append(UInt8(truncatingIfNeeded: pending))
        pending >>= 8
        filled -= 8
      }
    }
    if filled > 0 { out.append(UInt8(truncatingIfNeeded: pending)) }
  }

  /// Writes `value` little-endian over the 4 bytes at `offset` of `out` (a table entry reserved
  /// before the blocks it points into are appended).
  static func store(_ value: UInt32, at offset: Int, in out: inout [UInt8]) {
    for i in 0..<4 { out[offset + i] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(i))) }
  }

  /// The last record number of block `k` of a term of `blocks` blocks (more than one).
  @inline(__always) static func lastDoc(_ term: UnsafeRawPointer, block k: Int) -> UInt32 {
    term.loadUnaligned(fromByteOffset: 8 &* k, as: UInt32.self)
  }

  /// Where block `k` of a term of `blocks` blocks starts, counted from the term's first byte (its
  /// skip entry's second half; a term of one block has none and starts with its block).
  @inline(__always) static func blockStart(_ term: UnsafeRawPointer, blocks: Int, block k: Int) -> Int {
    blocks > 1 ? Int(term.loadUnaligned(fromByteOffset: 8 &* k &+ 4, as: UInt32.self)) : 0
  }

  /// Decodes block `k` of a validated term of `count` postings starting at `term` into `out`
  /// (room for `blockSize`); returns how many records it holds.
  @inline(__always)
  static func decode(_ term: UnsafeRawPointer, count: Int, block k: Int, into out: UnsafeMutablePointer<UInt32>) -> Int {
    let blocks = blockCount(count)
    let offset = blockStart(term, blocks: blocks, block: k)
    let previous = k == 0 ? UInt32.max : lastDoc(term, block: k &- 1)
    let n = k == blocks &- 1 ? count &- k &* blockSize : blockSize
    let width = term.load(fromByteOffset: offset, as: UInt8.self)
    if width == bitmapMarker {
      unpackBitmap(term + offset + 1, previous: previous, into: out)
    } else {
      unpack(term + offset + 1, width: Int(width), count: n, previous: previous, into: out)
    }
    return n
  }

  /// Block `k` of a validated term of `count` postings starting at `term` when it is a bitmap:
  /// its bits, their number and the record of the first bit. Nil for a packed block.
  @inline(__always)
  static func bitmap(_ term: UnsafeRawPointer, count: Int, block k: Int) -> (bits: UnsafeRawPointer, span: Int, first: UInt32)? {
    let blocks = blockCount(count)
    let offset = blockStart(term, blocks: blocks, block: k)
    guard term.load(fromByteOffset: offset, as: UInt8.self) == bitmapMarker else { return nil }
    let previous = k == 0 ? UInt32.max : lastDoc(term, block: k &- 1)
    let span = Int(term.loadUnaligned(fromByteOffset: offset &+ 1, as: UInt16.self))
    return (term + offset + 3, span, previous &+ 1)
  }

  /// Adds every record of a validated term of `count` postings starting at `term` to `set`: a
  /// bitmap block's bits a word at a time, a packed block's records once decoded.
  static func insertRecords(_ term: UnsafeRawPointer, count: Int, into set: inout Bitset) {
    guard count > 0 else { return }
    let blocks = blockCount(count)
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: blockSize) { buffer in
      let out = buffer.baseAddress.unsafelyUnwrapped
      for k in 0..<blocks {
        if let bitmap = bitmap(term, count: count, block: k) {
          set.insert(bits: bitmap.bits, count: bitmap.span, at: Int(bitmap.first))
        } else {
          let n = decode(term, count: count, block: k, into: out)
          set.insert(contentsOf: UnsafeBufferPointer(start: out, count: n))
        }
      }
    }
  }

  /// Turns a validated bitmap block (its span, then its bits) into its record numbers after
  /// `previous`: a trailing-zero count per record, the words of no record passed at once.
  @inline(__always)
  static func unpackBitmap(_ block: UnsafeRawPointer, previous: UInt32, into out: UnsafeMutablePointer<UInt32>) {
    let span = Int(block.loadUnaligned(as: UInt16.self))
    let bits = block + 2
    var base = previous &+ 1
    var k = 0
    var byte = 0
    while byte &* 8 < span {
      var word = bits.loadUnaligned(fromByteOffset: byte, as: UInt64.self)
      // The bytes after the span belong to the next block (or the padding).
      let left = span &- byte &* 8
      if left < 64 { word &= (1 &<< UInt64(left)) &- 1 }
      while word != 0 {
        out[k] = base &+ UInt32(truncatingIfNeeded: word.trailingZeroBitCount)
        k &+= 1
        word &= word &- 1
      }
      byte &+= 8
      base &+= 64
    }
  }

  /// Unpacks `count` gaps of `width` bits and turns them into record numbers after `previous`.
  /// Two branch-free loops: the unpacking (independent loads and shifts), then the running sum.
  @inline(__always)
  static func unpack(
    _ packed: UnsafeRawPointer, width: Int, count: Int, previous: UInt32, into out: UnsafeMutablePointer<UInt32>
  ) {
    if width == 0 {
      // Consecutive records (a word in every record): no bytes to read.
      for i in 0..<count { out[i] = previous &+ UInt32(truncatingIfNeeded: i) &+ 1 }
      return
    }
    unpackGaps(packed, width: width, count: count, into: out)
    var doc = previous
    for i in 0..<count {
      doc = doc &+ out[i] &+ 1
      out[i] = doc
    }
  }

  /// Unpacks `count` values of `width` bits (1...32): one unaligned 8-byte load, a shift and a
  /// mask each, no branch.
  @inline(__always)
  static func unpackGaps(_ packed: UnsafeRawPointer, width: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    let mask = (UInt64(1) << UInt64(width)) &- 1
    for i in 0..<count {
      let bit = i &* width
      let word = packed.loadUnaligned(fromByteOffset: bit &>> 3, as: UInt64.self)
      out[i] = UInt32(truncatingIfNeeded: (word &>> UInt64(bit & 7)) & mask)
    }
  }

  /// True when the `length` bytes at `term` are exactly the blocks of `count` postings, every
  /// record number below `recordCount` and every skip entry right. The caller guarantees
  /// `padding` readable bytes after them.
  static func validate(_ term: UnsafeRawPointer, length: Int, count: Int, recordCount: Int) -> Bool {
    guard count > 0 else { return length == 0 }
    let blocks = blockCount(count)
    var offset = blocks > 1 ? 8 * blocks : 0
    var previous = -1
    return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: blockSize) { buffer -> Bool in
      let out = buffer.baseAddress!
      for k in 0..<blocks {
        guard offset < length else { return false }
        if blocks > 1 && blockStart(term, blocks: blocks, block: k) != offset { return false }
        let width = Int(term.load(fromByteOffset: offset, as: UInt8.self))
        let n = k == blocks - 1 ? count - k * blockSize : blockSize
        if width == Int(bitmapMarker) {
          // The span and exactly `n` records in it, the last at its end.
          guard length - offset >= 3 else { return false }
          let span = Int(term.loadUnaligned(fromByteOffset: offset + 1, as: UInt16.self))
          let bytes = (span + 7) / 8
          guard span >= n, bytes <= length - offset - 3 else { return false }
          let bits = term + offset + 3
          var members = 0
          for byte in 0..<bytes {
            let value = bits.load(fromByteOffset: byte, as: UInt8.self)
            let kept = byte == bytes - 1 && span % 8 != 0 ? value & UInt8((1 << (span % 8)) - 1) : value
            members += kept.nonzeroBitCount
          }
          let lastBit = span - 1
          guard members == n, bits.load(fromByteOffset: lastBit / 8, as: UInt8.self) & (1 << UInt8(lastBit % 8)) != 0
          else { return false }
          let last = previous + span
          guard last < recordCount else { return false }
          if blocks > 1 && Int(lastDoc(term, block: k)) != last { return false }
          previous = last
          offset += 3 + bytes
          continue
        }
        guard width <= 32, (n * width + 7) / 8 <= length - offset - 1 else { return false }
        // Gaps summed in 64 bits: the block's last record, whatever the bytes say, without wrapping.
        var last = previous + n
        if width > 0 {
          unpackGaps(term + offset + 1, width: width, count: n, into: out)
          for i in 0..<n { last += Int(out[i]) }
        }
        guard last < recordCount else { return false }
        if blocks > 1 && Int(lastDoc(term, block: k)) != last { return false }
        previous = last
        offset += 1 + (n * width + 7) / 8
      }
      return offset == length
    }
  }
}
