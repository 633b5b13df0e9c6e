/// A fast 64-bit checksum for index files, computed incrementally while a file is written.
///
/// It is not cryptographic: it exists to tell a torn, truncated or bit-flipped file from a good one
/// before the engine trusts its offsets. Words are mixed eight bytes at a time so that verifying a
/// few hundred megabytes stays in the tens of milliseconds.
struct Checksum: Sendable {
  private var state: UInt64 = 0x243F_6A88_85A3_08D3
  private var pending: UInt64 = 0
  private var pendingCount = 0
  private var length: UInt64 = 0

  init() {}

  /// Mixes `bytes` into the checksum.
  mutating func update(_ bytes: UnsafeRawBufferPointer) {
    guard bytes.count > 0, let base = bytes.baseAddress else { return }
    var index = 0
    let count = bytes.count
    length &+= UInt64(count)
    while pendingCount > 0 && pendingCount < 8 && index < count {
      pending |= UInt64(base.load(fromByteOffset: index, as: UInt8.self)) << (UInt64(pendingCount) * 8)
      pendingCount += 1
      index += 1
    }
    if pendingCount == 8 {
      mix(pending)
      pending = 0
      pendingCount = 0
    }
    var h = state
    while index + 8 <= count {
      let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      h = (h ^ word) &* 0x9E37_79B9_7F4A_7C15
      h ^= h >> 31
      index += 8
    }
    state = h
    while index < count {
      pending |= UInt64(base.load(fromByteOffset: index, as: UInt8.self)) << (UInt64(pendingCount) * 8)
      pendingCount += 1
      index += 1
    }
  }

  private mutating func mix(_ word: UInt64) {
    var h = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
    h ^= h >> 31
    state = h
  }

  /// The checksum of everything passed to `update` so far.
  var value: UInt64 {
    var h = state
    if pendingCount > 0 {
      h = (h ^ pending ^ 0xFF) &* 0x9E37_79B9_7F4A_7C15
      h ^= h >> 31
    }
    h ^= length
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
