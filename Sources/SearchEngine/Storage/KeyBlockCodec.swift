/// The codes of a prefix list's keys (format 14, `PrefixLists`): one small number per record, an
/// index into the list's key table, packed in blocks of 128 records at each block's own width with
/// the rare large codes escaped.
///
/// A list's table numbers its keys most frequent first, so most records' codes are 0 or 1 (a
/// broad prefix's records mostly have their best match in the same few places). Format 12 packed
/// every code at the width of the table's largest: 5.5 bits a record on bestbuy-1m, 40.8 MB for
/// 60 million records, where the codes carry 1.7 bits of information each. Here each block takes
/// the width `b` (0...8) that spends the fewest bits, counting 8 more for each code at or above
/// `2^b - 1`, which is written as that marker and then, whole, in a byte after the block's codes:
/// 22.1 MB. A block is still read whole and in place (one unaligned load a code, then a pass that
/// replaces the markers), and any block can be read alone, so a half of a split reads its own.
///
/// ```
/// B = ceil(count / 128) offsets of 32 bits: where each block starts, from the list's first byte
/// per block: b (one byte), ceil(n * b / 8) bytes of n codes of b bits (least significant first;
///            2^b - 1 when b > 0 is a marker), then one byte per marker: its code, in order
/// ```
///
/// `validate` checks a list's bytes before anything decodes them: every block where the offsets
/// say, of exactly its length, every code below the table's size.
enum KeyBlockCodec {
  /// Records per block (the record-number blocks' size, so a block of keys is a block of records).
  static let blockSize = DocBlockCodec.blockSize

  /// Appends the codes of a list, `codes[i]` being record `i`'s, each below 256.
  static func encode(_ codes: [UInt8], into out: inout [UInt8]) {
    let start = out.count
    let blocks = (codes.count + blockSize - 1) / blockSize
    out.append(contentsOf: repeatElement(0, count: 4 * blocks))
    for k in 0..<blocks {
      let block = codes[(k * blockSize)..<min(codes.count, (k + 1) * blockSize)]
      DocBlockCodec.store(UInt32(out.count - start), at: start + 4 * k, in: &out)
      let width = bestWidth(block)
      out.append(UInt8(width))
      let marker = width == 0 ? 0 : (1 << width) - 1
      DocBlockCodec.pack(block.lazy.map { UInt32(min(Int($0), marker)) }, width: width, into: &out)
      if width > 0 {
        for code in block where Int(code) >= marker { out.append(code) }
      }
    }
  }

  /// The width that packs `block` in the fewest bits, escapes counted: 0 only when every code is 0.
  static func bestWidth(_ block: ArraySlice<UInt8>) -> Int {
    // The codes' counts on the stack: the import calls this for every block of every list.
    withUnsafeTemporaryAllocation(of: Int.self, capacity: 256) { counts in
      counts.initialize(repeating: 0)
      for code in block { counts[Int(code)] += 1 }
      if counts[0] == block.count { return 0 }
      var best = 8
      var bestBits = Int.max
      var below = 0  // codes below the marker of the width being tried
      for width in 1...8 {
        let marker = (1 << width) - 1
        // Codes below `marker` (those of the previous width's marker and up).
        for code in ((1 << (width - 1)) - 1)..<marker { below += counts[code] }
        let bits = block.count * width + (block.count - below) * 8
        if bits < bestBits {
          best = width
          bestBits = bits
        }
      }
      return best
    }
  }

  /// Decodes block `k` of a validated list of `count` codes starting at `list` into `out` (room
  /// for `blockSize`); returns the number of codes.
  @inline(__always)
  static func decode(_ list: UnsafeRawPointer, count: Int, block k: Int, into out: UnsafeMutablePointer<UInt32>) -> Int {
    let n = min(blockSize, count &- k &* blockSize)
    let block = list + Int(list.loadUnaligned(fromByteOffset: 4 &* k, as: UInt32.self))
    let width = Int(block.load(as: UInt8.self))
    DocBlockCodec.unpackGaps(block + 1, width: width, count: n, into: out)
    guard width > 0 else { return n }
    let marker = UInt32(1 &<< width) &- 1
    var escape = block + 1 + (n &* width &+ 7) &>> 3
    for j in 0..<n where out[j] == marker {
      out[j] = UInt32(escape.load(as: UInt8.self))
      escape += 1
    }
    return n
  }

  /// True when the `length` bytes at `list` are exactly the blocks of `count` codes, each below
  /// `tableCount`. The caller guarantees `DocBlockCodec.padding` readable bytes after them.
  static func validate(_ list: UnsafeRawPointer, length: Int, count: Int, tableCount: Int) -> Bool {
    let blocks = (count + blockSize - 1) / blockSize
    guard count > 0, length >= 4 * blocks else { return false }
    var expected = 4 * blocks
    return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: blockSize) { buffer in
      let out = buffer.baseAddress.unsafelyUnwrapped
      for k in 0..<blocks {
        let n = min(blockSize, count - k * blockSize)
        // Blocks back to back from the table's end: each where the previous one ended.
        guard Int(list.loadUnaligned(fromByteOffset: 4 * k, as: UInt32.self)) == expected, expected < length else { return false }
        let width = Int(list.load(fromByteOffset: expected, as: UInt8.self))
        let packed = (n * width + 7) / 8
        guard width <= 8, expected + 1 + packed <= length else { return false }
        DocBlockCodec.unpackGaps(list + expected + 1, width: width, count: n, into: out)
        let marker = width == 0 ? UInt32.max : UInt32(1 << width) - 1
        var escapes = 0
        for j in 0..<n {
          if out[j] == marker {
            guard expected + 1 + packed + escapes < length else { return false }
            // An escaped code is one the marker could not hold.
            let code = Int(list.load(fromByteOffset: expected + 1 + packed + escapes, as: UInt8.self))
            guard code >= Int(marker), code < tableCount else { return false }
            escapes += 1
          } else if out[j] >= tableCount {
            return false
          }
        }
        expected += 1 + packed + escapes
      }
      return expected == length
    }
  }
}
