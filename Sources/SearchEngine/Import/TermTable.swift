#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Interns indexed words by their bytes: an open-addressing hash table over one byte arena.
///
/// Indexing sees every word of every record; looking words up by bytes avoids building a
/// `String` and hashing it with SipHash for each one, which was the importer's largest cost.
struct TermTable {
  private(set) var arena: [UInt8] = []
  /// End offset of each term in `arena` (term `i` spans `ends[i-1]..<ends[i]`, from 0 for the first).
  private(set) var ends: [UInt32] = []
  private var hashes: [UInt64] = []
  private var slots: [UInt32] = [UInt32](repeating: 0, count: 1 << 16)

  /// The number of distinct terms.
  var count: Int { ends.count }

  /// The bytes of term `i`.
  func bytes(_ i: Int) -> ArraySlice<UInt8> {
    arena[(i == 0 ? 0 : Int(ends[i - 1]))..<Int(ends[i])]
  }

  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var h: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
    var i = 0
    let n = bytes.count
    guard let address = bytes.baseAddress, n > 0 else { return h }  // the empty string (a facet value may be "")
    let base = UnsafeRawPointer(address)
    while i + 8 <= n {
      h = (h ^ base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
      h ^= h >> 29
      i += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while i < n {
      tail |= UInt64(bytes[i]) << shift
      shift += 8
      i += 1
    }
    h = (h ^ tail) &* 0xFF51_AFD7_ED55_8CCD
    return h ^ (h >> 32)
  }

  /// The id of `bytes`, adding it when new.
  mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    let h = Self.hash(bytes)
    // The probe reads every table through raw pointers: it runs once per indexed word.
    var slot = 0
    let known: UInt32? = slots.withUnsafeBufferPointer { slots in
      hashes.withUnsafeBufferPointer { hashes in
        ends.withUnsafeBufferPointer { ends in
          arena.withUnsafeBufferPointer { arena in
            let mask = slots.count - 1
            slot = Int(truncatingIfNeeded: h) & mask
            while true {
              let entry = slots[slot]
              if entry == 0 { return nil }
              let id = Int(entry - 1)
              if hashes[id] == h {
                let start = id == 0 ? 0 : Int(ends[id - 1])
                if Int(ends[id]) - start == bytes.count
                  && (bytes.isEmpty || memcmp(arena.baseAddress! + start, bytes.baseAddress!, bytes.count) == 0)
                {
                  return UInt32(id)
                }
              }
              slot = (slot + 1) & mask
            }
          }
        }
      }
    }
    if let known { return known }
    var mask = slots.count - 1
    let id = UInt32(ends.count)
    arena.append(contentsOf: bytes)
    ends.append(UInt32(arena.count))
    hashes.append(h)
    slots[slot] = id + 1
    if ends.count * 2 > slots.count {
      slots = [UInt32](repeating: 0, count: slots.count * 2)
      mask = slots.count - 1
      for (i, hash) in hashes.enumerated() {
        var s = Int(truncatingIfNeeded: hash) & mask
        while slots[s] != 0 { s = (s + 1) & mask }
        slots[s] = UInt32(i + 1)
      }
    }
    return id
  }
}
