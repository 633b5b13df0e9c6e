import CPrefetch

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
  /// Per term, `head(bytes)`: its first eight bytes, the first one lowest (also the sort key of
  /// `sortedByBytes`, byte-swapped).
  private(set) var heads: [UInt64] = []
  private var slots: [UInt32] = [UInt32](repeating: 0, count: 1 << 16)
  /// Scratch of `intern(wordsOf:record:into:)`: each word's head and hash, a pass ahead.
  private var wordHeads: [UInt64] = []
  private var wordHashes: [UInt64] = []

  /// The number of distinct terms.
  var count: Int { ends.count }

  /// The bytes of term `i`.
  func bytes(_ i: Int) -> ArraySlice<UInt8> {
    arena[(i == 0 ? 0 : Int(ends[i - 1]))..<Int(ends[i])]
  }

  /// The first eight bytes of `bytes` (fewer, zero-padded, for a short word) as one integer, the
  /// first byte lowest: a word of up to eight bytes is compared in one instruction instead of a
  /// `memcmp` call.
  @inline(__always)
  private static func head(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let n = bytes.count
    guard let base = bytes.baseAddress, n > 0 else { return 0 }
    if n >= 8 { return UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)) }
    var value: UInt64 = 0
    for i in 0..<n { value |= UInt64(base[i]) << (UInt64(i) &* 8) }
    return value
  }

  @inline(__always)
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, head: UInt64) -> UInt64 {
    let n = bytes.count
    var h = (head ^ UInt64(n)) &* 0x9E37_79B9_7F4A_7C15
    if n > 8, let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      var i = 8
      while i + 8 <= n {
        h = (h ^ (h >> 29) ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
        i += 8
      }
      var tail: UInt64 = 0
      var shift: UInt64 = 0
      while i < n {
        tail |= UInt64(base[i]) << shift
        shift += 8
        i += 1
      }
      h = (h ^ (h >> 29) ^ tail) &* 0x9E37_79B9_7F4A_7C15
    }
    h = (h ^ (h >> 32)) &* 0xFF51_AFD7_ED55_8CCD
    return h ^ (h >> 29)
  }

  /// Looks `bytes` (hashed to `h`, starting with `head`) up through raw pointers: its id, or nil
  /// and the free slot where it would go.
  @inline(__always)
  private static func probe(
    _ bytes: UnsafeBufferPointer<UInt8>, hash h: UInt64, head: UInt64, slots: UnsafeBufferPointer<UInt32>,
    hashes: UnsafeBufferPointer<UInt64>, heads: UnsafeBufferPointer<UInt64>, ends: UnsafeBufferPointer<UInt32>,
    arena: UnsafeBufferPointer<UInt8>
  ) -> (id: UInt32?, slot: Int) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: h) & mask
    while true {
      let entry = slots[slot]
      if entry == 0 { return (nil, slot) }
      let id = Int(entry - 1)
      if hashes[id] == h && heads[id] == head {
        let start = id == 0 ? 0 : Int(ends[id - 1])
        if Int(ends[id]) - start == bytes.count
          && (bytes.count <= 8 || memcmp(arena.baseAddress! + start + 8, bytes.baseAddress! + 8, bytes.count - 8) == 0)
        {
          return (UInt32(id), slot)
        }
      }
      slot = (slot + 1) & mask
    }
  }

  /// Runs `body` with every table as a raw buffer (opened once for many lookups).
  @inline(__always)
  private func withTables<R>(
    _ body: (UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<UInt64>, UnsafeBufferPointer<UInt64>,
      UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<UInt8>) -> R
  ) -> R {
    slots.withUnsafeBufferPointer { slots in
      hashes.withUnsafeBufferPointer { hashes in
        heads.withUnsafeBufferPointer { heads in
          ends.withUnsafeBufferPointer { ends in
            arena.withUnsafeBufferPointer { arena in body(slots, hashes, heads, ends, arena) }
          }
        }
      }
    }
  }

  /// The id of `bytes`, adding it when new.
  mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    let head = Self.head(bytes)
    let h = Self.hash(bytes, head: head)
    let (known, slot) = withTables { slots, hashes, heads, ends, arena in
      Self.probe(bytes, hash: h, head: head, slots: slots, hashes: hashes, heads: heads, ends: ends, arena: arena)
    }
    return known ?? insert(bytes, hash: h, head: head, slot: slot)
  }

  /// Interns every word of record `record` of `text` into `ids` (in order, replacing what it held).
  ///
  /// The tables are far larger than the cache (bestbuy-1m: 1.7 million terms, 50 MB of tables),
  /// and a word's lookup is a chain of dependent loads: its slot, then the term's hash, head and
  /// end. Looked up one after the other, a record's words wait for those loads in turn. So the
  /// record is taken in three passes: every word hashed and its slot's line asked for; every
  /// first slot read and its term's lines asked for; then the probes, which find their lines
  /// arrived.
  mutating func intern(wordsOf text: ExtractedText, record: Int, into ids: inout [UInt32]) {
    ids.removeAll(keepingCapacity: true)
    let first = Int(text.recordStarts[record])
    let count = Int(text.recordStarts[record + 1]) - first
    guard count > 0 else { return }
    var heads = wordHeads
    var hashes = wordHashes
    wordHeads = []
    wordHashes = []
    if heads.count < count {
      heads = [UInt64](repeating: 0, count: count)
      hashes = heads
    }
    text.wordBytes.withUnsafeBufferPointer { words in
      text.wordEnds.withUnsafeBufferPointer { wordEnds in
        heads.withUnsafeMutableBufferPointer { heads in
          hashes.withUnsafeMutableBufferPointer { hashes in
            withTables { slots, termHashes, termHeads, ends, _ in
              let mask = slots.count - 1
              var start = first == 0 ? 0 : Int(wordEnds[first - 1])
              for k in 0..<count {
                let stop = Int(wordEnds[first + k])
                let word = UnsafeBufferPointer(rebasing: words[start..<stop])
                let head = Self.head(word)
                let h = Self.hash(word, head: head)
                heads[k] = head
                hashes[k] = h
                cprefetch_read(slots.baseAddress! + (Int(truncatingIfNeeded: h) & mask))
                start = stop
              }
              for k in 0..<count {
                let entry = slots[Int(truncatingIfNeeded: hashes[k]) & mask]
                guard entry != 0 else { continue }
                let id = Int(entry - 1)
                cprefetch_read(termHashes.baseAddress! + id)
                cprefetch_read(termHeads.baseAddress! + id)
                cprefetch_read(ends.baseAddress! + id)
              }
            }
            var k = 0
            var start = first == 0 ? 0 : Int(wordEnds[first - 1])
            while k < count {
              // Known words in one pass through the tables; stop at the first new one.
              let (missing, slot) = withTables {
                slots, termHashes, termHeads, ends, arena -> (UnsafeBufferPointer<UInt8>?, Int) in
                while k < count {
                  let stop = Int(wordEnds[first + k])
                  let word = UnsafeBufferPointer(rebasing: words[start..<stop])
                  let (id, slot) = Self.probe(
                    word, hash: hashes[k], head: heads[k], slots: slots, hashes: termHashes, heads: termHeads,
                    ends: ends, arena: arena)
                  guard let id else { return (word, slot) }
                  ids.append(id)
                  start = stop
                  k += 1
                }
                return (nil, 0)
              }
              guard let missing else { break }
              ids.append(insert(missing, hash: hashes[k], head: heads[k], slot: slot))
              start = Int(wordEnds[first + k])
              k += 1
            }
          }
        }
      }
    }
    wordHeads = heads
    wordHashes = hashes
  }

  /// Adds `bytes` (not present) at the free `slot` its probe found.
  private mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, hash h: UInt64, head: UInt64, slot: Int) -> UInt32 {
    let id = UInt32(ends.count)
    arena.append(contentsOf: bytes)
    ends.append(UInt32(arena.count))
    hashes.append(h)
    heads.append(head)
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
