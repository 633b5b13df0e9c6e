/// A fast 64-bit checksum for index files, computed incrementally while a file is written.
///
/// It is not cryptographic: it exists to tell a torn, truncated or bit-flipped file from a good one
/// before the engine trusts its offsets. Input is consumed in 32-byte blocks over four independent
/// lanes (multiply–xorshift per 8-byte word), so the CPU overlaps the multiplications and verifying
/// the posting lists of a million records at open stays in the tens of milliseconds. The result
/// does not depend on how the input was split across `update` calls.
struct Checksum: Sendable {
  private var lanes: (UInt64, UInt64, UInt64, UInt64) = (
    0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0, 0x082E_FA98_EC4E_6C89
  )
  private var pending: [UInt8] = []
  private var length: UInt64 = 0

  init() {}

  @inline(__always) private static func mix(_ h: UInt64, _ word: UInt64) -> UInt64 {
    var x = (h ^ word) &* 0x9E37_79B9_7F4A_7C15
    x ^= x >> 31
    return x
  }

  private mutating func blocks(_ base: UnsafeRawPointer, _ count: Int) {
    var (a, b, c, d) = lanes
    var offset = 0
    while offset + 32 <= count {
      a = Self.mix(a, base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      b = Self.mix(b, base.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
      c = Self.mix(c, base.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
      d = Self.mix(d, base.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
      offset += 32
    }
    lanes = (a, b, c, d)
  }

  /// Mixes `bytes` into the checksum.
  mutating func update(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress, bytes.count > 0 else { return }
    length &+= UInt64(bytes.count)
    var start = 0
    if !pending.isEmpty {
      let take = min(32 - pending.count, bytes.count)
      pending.append(contentsOf: bytes[0..<take])
      start = take
      if pending.count == 32 {
        pending.withUnsafeBytes { blocks($0.baseAddress!, 32) }
        pending.removeAll(keepingCapacity: true)
      }
    }
    let remaining = bytes.count - start
    let whole = remaining / 32 * 32
    if whole > 0 { blocks(base + start, whole) }
    if whole < remaining { pending.append(contentsOf: bytes[(start + whole)...]) }
  }

  /// The checksum of everything passed to `update` so far.
  var value: UInt64 {
    var (a, b, c, d) = lanes
    var tail = pending
    if !tail.isEmpty {
      tail += [UInt8](repeating: 0, count: 32 - tail.count)
      tail.withUnsafeBytes { raw in
        a = Self.mix(a, raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self))
        b = Self.mix(b, raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        c = Self.mix(c, raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
        d = Self.mix(d, raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
      }
    }
    var h = Self.mix(Self.mix(Self.mix(Self.mix(length, a), b), c), d)
    h = (h ^ (h >> 33)) &* 0xFF51_AFD7_ED55_8CCD
    return h ^ (h >> 33)
  }

  /// The checksum of one buffer.
  static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var checksum = Checksum()
    checksum.update(bytes)
    return checksum.value
  }
}
