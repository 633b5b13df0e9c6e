#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TermTable {
  /// `ids` in the order of their bytes (unsigned, a prefix before its extensions): the order of
  /// the index's dictionary, of a spilled run's terms and of the objectID lookup table.
  ///
  /// Each id is keyed by its first eight bytes as one big-endian integer (zeros past its end: the
  /// table's `heads`, byte-swapped), and the whole bytes are compared only when two keys tie: the sort's comparisons (about 35 million
  /// for bestbuy-1m's 1.7 million terms) are integer compares instead of two array slices read
  /// byte by byte. A tie on the key is not a tie on the bytes: a shorter word that the key pads
  /// with zeros, or a zero byte in the first eight, goes to the full comparison.
  func sortedByBytes(_ ids: some Collection<Int>) -> [Int] {
    arena.withUnsafeBufferPointer { arena in
      ends.withUnsafeBufferPointer { ends in
        @inline(__always) func bounds(_ id: Int) -> (start: Int, count: Int) {
          let start = id == 0 ? 0 : Int(ends[id - 1])
          return (start, Int(ends[id]) - start)
        }
        var keyed: [(key: UInt64, id: Int)] = []
        keyed.reserveCapacity(ids.count)
        heads.withUnsafeBufferPointer { heads in
          for id in ids { keyed.append((heads[id].byteSwapped, id)) }
        }
        let base = arena.baseAddress
        keyed.sort { a, b in
          if a.key != b.key { return a.key < b.key }
          let (x, y) = (bounds(a.id), bounds(b.id))
          let common = min(x.count, y.count)
          let order = common == 0 ? 0 : memcmp(base.unsafelyUnwrapped + x.start, base.unsafelyUnwrapped + y.start, common)
          return order != 0 ? order < 0 : x.count < y.count
        }
        return keyed.map(\.id)
      }
    }
  }
}
