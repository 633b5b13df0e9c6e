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

  /// Looks `bytes` (hashed to `h`) up through raw pointers: its id, or nil and the free slot
  /// where it would go.
  @inline(__always)
  private static func probe(
    _ bytes: UnsafeBufferPointer<UInt8>, hash h: UInt64, slots: UnsafeBufferPointer<UInt32>,
    hashes: UnsafeBufferPointer<UInt64>, ends: UnsafeBufferPointer<UInt32>, arena: UnsafeBufferPointer<UInt8>
  ) -> (id: UInt32?, slot: Int) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: h) & mask
    while true {
      let entry = slots[slot]
      if entry == 0 { return (nil, slot) }
      let id = Int(entry - 1)
      if hashes[id] == h {
        let start = id == 0 ? 0 : Int(ends[id - 1])
        if Int(ends[id]) - start == bytes.count
          && (bytes.isEmpty || memcmp(arena.baseAddress! + start, bytes.baseAddress!, bytes.count) == 0)
        {
          return (UInt32(id), slot)
        }
      }
      slot = (slot + 1) & mask
    }
  }

  /// The id of `bytes`, adding it when new.
  mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    let h = Self.hash(bytes)
    let (known, slot) = slots.withUnsafeBufferPointer { slots in
      hashes.withUnsafeBufferPointer { hashes in
        ends.withUnsafeBufferPointer { ends in
          arena.withUnsafeBufferPointer { arena in
            Self.probe(bytes, hash: h, slots: slots, hashes: hashes, ends: ends, arena: arena)
          }
        }
      }
    }
    return known ?? insert(bytes, hash: h, slot: slot)
  }

  /// Interns every word of record `record` of `text`, calling `body` with each word's id and
  /// packed position in order. The tables are opened once per record, not once per word: this
  /// runs for every word of an import.
  mutating func intern(wordsOf text: ExtractedText, record: Int, _ body: (UInt32, UInt32) -> Void) {
    text.wordBytes.withUnsafeBufferPointer { words in
      text.wordEnds.withUnsafeBufferPointer { wordEnds in
        text.positions.withUnsafeBufferPointer { positions in
          var w = Int(text.recordStarts[record])
          let end = Int(text.recordStarts[record + 1])
          var start = w == 0 ? 0 : Int(wordEnds[w - 1])
          while w < end {
            // Known words in one pass through the tables; stop at the first new one.
            let (missing, slot, h) = slots.withUnsafeBufferPointer { slots in
              hashes.withUnsafeBufferPointer { hashes in
                ends.withUnsafeBufferPointer { ends in
                  arena.withUnsafeBufferPointer { arena -> (UnsafeBufferPointer<UInt8>?, Int, UInt64) in
                    while w < end {
                      let stop = Int(wordEnds[w])
                      let word = UnsafeBufferPointer(rebasing: words[start..<stop])
                      let h = Self.hash(word)
                      let (id, slot) = Self.probe(word, hash: h, slots: slots, hashes: hashes, ends: ends, arena: arena)
                      guard let id else { return (word, slot, h) }
                      body(id, positions[w])
                      start = stop
                      w += 1
                    }
                    return (nil, 0, 0)
                  }
                }
              }
            }
            guard let missing else { break }
            body(insert(missing, hash: h, slot: slot), positions[w])
            start = Int(wordEnds[w])
            w += 1
          }
        }
      }
    }
  }

  /// Adds `bytes` (not present) at the free `slot` its probe found.
  private mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, hash h: UInt64, slot: Int) -> UInt32 {
    let id = UInt32(ends.count)
    arena.append(contentsOf: bytes)
    ends.append(UInt32(arena.count))
    hashes.append(h)
    slots[slot] = id + 1
    if ends.count * 2 > slots.count {
      slots = [UInt32](repeating: 0, count: slots.count * 2)
      let mask = slots.count - 1
      for (i, hash) in hashes.enumerated() {
        var s = Int(truncatingIfNeeded: hash) & mask
        while slots[s] != 0 { s = (s + 1) & mask }
        slots[s] = UInt32(i + 1)
      }
    }
    return id
  }
}
