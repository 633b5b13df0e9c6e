import DemoData
import Testing

@testable import SearchEngine

/// The codes of a prefix list's keys (format 14): every block reads back exactly, packed at the
/// width that costs it least with its rare large codes escaped; bytes that are not what the codec
/// writes are refused before anything decodes them.
@Suite("Prefix lists: key codes in blocks with escapes")
struct KeyBlockCodecTests {
  /// `count` codes below `tableCount`, most of them small as a list's most frequent keys are.
  static func codes(count: Int, tableCount: Int, seed: UInt64) -> [UInt8] {
    var random = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      let roll = random.next() % 100
      let code = roll < 70 ? 0 : roll < 90 ? 1 + random.next() % 3 : random.next() % UInt64(tableCount)
      return UInt8(min(Int(code), tableCount - 1))
    }
  }

  /// The list's bytes with the section's padding after them.
  static func encoded(_ codes: [UInt8]) -> [UInt8] {
    var bytes: [UInt8] = []
    KeyBlockCodec.encode(codes, into: &bytes)
    return bytes + [UInt8](repeating: 0, count: DocBlockCodec.padding)
  }

  static func validate(_ bytes: [UInt8], count: Int, tableCount: Int) -> Bool {
    bytes.withUnsafeBytes {
      KeyBlockCodec.validate($0.baseAddress!, length: $0.count - DocBlockCodec.padding, count: count, tableCount: tableCount)
    }
  }

  static func decoded(_ bytes: [UInt8], count: Int) -> [UInt8] {
    bytes.withUnsafeBytes { raw in
      var all: [UInt8] = []
      var buffer = [UInt32](repeating: 0, count: KeyBlockCodec.blockSize)
      for k in 0..<((count + KeyBlockCodec.blockSize - 1) / KeyBlockCodec.blockSize) {
        let n = buffer.withUnsafeMutableBufferPointer { KeyBlockCodec.decode(raw.baseAddress!, count: count, block: k, into: $0.baseAddress!) }
        all += buffer.prefix(n).map { UInt8($0) }
      }
      return all
    }
  }

  @Test("a list reads back block by block, whatever its length and table", arguments: [1, 127, 128, 129, 1000])
  func roundTrip(count: Int) {
    for (seed, tableCount) in [1, 2, 7, 100, 256].enumerated() {
      let codes = Self.codes(count: count, tableCount: tableCount, seed: UInt64(seed))
      let bytes = Self.encoded(codes)
      #expect(Self.validate(bytes, count: count, tableCount: tableCount), "\(count) \(tableCount)")
      #expect(Self.decoded(bytes, count: count) == codes, "\(count) \(tableCount)")
    }
  }

  @Test("a block takes the width that costs it least: none for all zeros, a large code escaped")
  func widths() {
    // Two blocks: all zeros (its width byte alone), then zeros and ones with one 200. One bit
    // would escape every 1 (65 bytes more); two bits escape the 200 alone.
    var codes = [UInt8](repeating: 0, count: 128)
    codes += (0..<128).map { $0 == 77 ? 200 : UInt8($0 % 2) }
    let bytes = Self.encoded(codes)
    // Offsets (8), block 0 (1), block 1: width byte, 256 bits, one escape (1 + 32 + 1).
    #expect(bytes.count - DocBlockCodec.padding == 8 + 1 + 34)
    #expect(bytes[8] == 0 && bytes[9] == 2 && bytes[8 + 1 + 33] == 200)
    #expect(Self.decoded(bytes, count: 256) == codes)
    // Codes 0...15, eight of each: 4 bits with the eight 15s escaped (576 bits) beats 5 bits
    // (640) and 3 bits with 72 escapes (960).
    let even = (0..<128).map { UInt8($0 % 16) }
    #expect(KeyBlockCodec.bestWidth(even[...]) == 4)
    let evenBytes = Self.encoded(even)
    #expect(evenBytes.count - DocBlockCodec.padding == 4 + 1 + 64 + 8)
    #expect(Self.decoded(evenBytes, count: 128) == even)
  }

  @Test("bytes that are not exactly the list's blocks, or a code past the table, are refused")
  func refusesBadLists() {
    let codes = Self.codes(count: 300, tableCount: 50, seed: 9)
    let good = Self.encoded(codes)
    #expect(Self.validate(good, count: 300, tableCount: 50))
    // A table smaller than some code, direct or escaped.
    #expect(!Self.validate(good, count: 300, tableCount: Int(codes.max()!)))
    // Another block count than the list's. (A count off by a few in the last block may read as
    // codes; the list's record numbers, which `PrefixLists.verify` checks with the same count,
    // refuse it.)
    #expect(!Self.validate(good, count: 256, tableCount: 50))
    #expect(!Self.validate(good, count: 400, tableCount: 50))
    // One byte short or one too many.
    var short = good
    short.remove(at: good.count - DocBlockCodec.padding - 1)
    #expect(!Self.validate(short, count: 300, tableCount: 50))
    var long = good
    long.insert(0, at: good.count - DocBlockCodec.padding)
    #expect(!Self.validate(long, count: 300, tableCount: 50))
    // A block offset moved, a width past 8.
    var moved = good
    moved[4] &+= 1
    #expect(!Self.validate(moved, count: 300, tableCount: 50))
    var wide = good
    wide[12] = 9
    #expect(!Self.validate(wide, count: 300, tableCount: 50))
    // Every single flipped bit is refused or reads back codes inside the table.
    for bit in 0..<((good.count - DocBlockCodec.padding) * 8) {
      var flipped = good
      flipped[bit / 8] ^= UInt8(1 << (bit % 8))
      if Self.validate(flipped, count: 300, tableCount: 50) {
        #expect(Self.decoded(flipped, count: 300).allSatisfy { $0 < 50 }, "bit \(bit)")
      }
    }
  }
}
