import Foundation
import NIOConcurrencyHelpers

/// Per-record scratch for `Matcher`: the best match code (0xFF: none), its posting and that
/// posting's attribute key, one slot per record of the index.
///
/// A word matching several terms (a prefix, a typo) is marked here before it is intersected.
/// Borrowed from and given back to the snapshot's `MarkScratchPool`: one query uses it at a time.
final class MarkScratch: @unchecked Sendable {
  let codes: UnsafeMutableBufferPointer<UInt8>
  let refs: UnsafeMutableBufferPointer<UInt32>
  /// `AttributeKey.stored` of `refs`' posting (meaningful where `codes` is marked).
  let keys: UnsafeMutableBufferPointer<UInt16>
  /// One bit per record, set exactly for the marked ones (code not 0xFF).
  ///
  /// A typical word marks a few percent of a large index: `collect` and `reset` walk these bits
  /// (an eighth of the codes' bytes, and a whole word of them passed at once where nothing is
  /// marked) instead of every record's code. On bestbuy-1m's median queries, scanning the codes
  /// was a tenth of the time.
  let touched: UnsafeMutableBufferPointer<UInt64>

  init(recordCount: Int) {
    // Eight spare code bytes let `collect` read whole words past the last record.
    codes = .allocate(capacity: recordCount + 8)
    codes.initialize(repeating: 0xFF)
    refs = .allocate(capacity: max(recordCount, 1))
    refs.initialize(repeating: 0)
    keys = .allocate(capacity: max(recordCount, 1))
    keys.initialize(repeating: 0)
    touched = .allocate(capacity: (recordCount + 63) / 64)
    touched.initialize(repeating: 0)
  }

  deinit {
    codes.deallocate()
    refs.deallocate()
    keys.deallocate()
    touched.deallocate()
  }

  /// The number of records the scratch has slots for.
  var recordCount: Int { codes.count - 8 }

  /// Every record unmarked (code 0xFF), before a word is marked: the codes of each 64 records
  /// with one marked are filled again (one cache line each), the others are already 0xFF.
  func reset() {
    let recordCount = self.recordCount
    let codes = codes.baseAddress.unsafelyUnwrapped
    for w in 0..<touched.count where touched[w] != 0 {
      let start = w &<< 6
      (codes + start).update(repeating: 0xFF, count: min(64, recordCount - start))
      touched[w] = 0
    }
  }

  /// Marks record `doc` with `code`, its posting and that posting's key, replacing its mark, and
  /// sets its `touched` bit (`mark(_:postings:...)` sets them with a `BitRun` instead, so
  /// that `touched` says which records are marked once it returns).
  @inline(__always)
  func store(_ doc: Int, code: UInt8, ref: UInt32, key: UInt16) {
    codes[doc] = code
    refs[doc] = ref
    keys[doc] = key
    touched[doc &>> 6] |= 1 &<< UInt64(doc & 63)
  }

  /// Marks the postings of `match` (those `gate` allows): a record keeps its best code, and among
  /// postings of that code the one with the best attribute key (`AttributeKey`), which is what the
  /// attribute criterion ranks a word matching several terms by (a prefix, a typo).
  ///
  /// A term's postings are consecutive, so their best positions are read in order. With
  /// `candidates`, the records outside it are passed over (a later word of the query, whose marks
  /// are read for the candidates of the words before it only); with `records`, only the postings
  /// of those records are read (a half of a `RecordSplit`).
  ///
  /// The loop reads raw memory only: the candidates' words, each posting's best position through
  /// a `FirstPositionReader` (a block's entry once for its postings in a row), and, for a term in
  /// many records, the `touched` bits of the records marked in a row gathered per word (`BitRun`).
  @inline(__always)
  func mark(
    _ match: TermMatch, postings: Postings, gate: FieldGate, ranks: UnsafeBufferPointer<UInt16>, candidates: Bitset? = nil,
    records: Range<UInt32> = 0..<UInt32.max
  ) {
    let code = match.code
    // Read once: the common open gate costs no call per posting where this is not inlined.
    let open = gate.isOpen
    let (codes, refs, keys) = (
      codes.baseAddress.unsafelyUnwrapped, refs.baseAddress.unsafelyUnwrapped, keys.baseAddress.unsafelyUnwrapped
    )
    var reader = FirstPositionReader(postings)
    // A term in one record of a few or more: its marks' bits are gathered per word of them.
    var run = BitRun(
      touched.baseAddress.unsafelyUnwrapped, gathering: postings.range(of: match.term).count * BitRun.denseGap > recordCount)
    @inline(__always) func visit(_ p: Int, _ record: UInt32) {
      let doc = Int(record)
      let old = codes[doc]
      guard code <= old else { return }
      guard open || gate.allows(p, code: code, in: postings) else { return }
      let key = AttributeKey.stored(reader.first(of: p), table: ranks)
      if code < old || key < keys[doc] {
        codes[doc] = code
        refs[doc] = UInt32(p)
        keys[doc] = key
        run.insert(doc)
      }
    }
    if let candidates {
      candidates.words.withUnsafeBufferPointer { words in
        postings.forEachPosting(of: match.term, in: records, among: words.baseAddress.unsafelyUnwrapped, visit)
      }
    } else {
      postings.forEachPosting(of: match.term, in: records, visit)
    }
    run.flush()
  }

  /// Marks the records of prefix list `index` of `lists` (verified) as prefix matches (code 1)
  /// with the list's key, as marking each of its terms would: a record keeps its best code, then
  /// its best key. `placeholder` stands for the posting, which a list does not keep: a valid
  /// posting, not the record's (nothing reads a one-word prefix match's posting; `PrefixLists`).
  /// Only the records of `records` (a half of a `RecordSplit`).
  func mark(prefixList index: Int, of lists: PrefixLists, placeholder: UInt32, records: Range<UInt32> = 0..<UInt32.max) {
    let codes = codes.baseAddress.unsafelyUnwrapped
    let keys = keys.baseAddress.unsafelyUnwrapped
    lists.forEach(in: index, records: records) { record, key in
      let doc = Int(record)
      let old = codes[doc]
      if 1 < old || (old == 1 && key < keys[doc]) { store(doc, code: 1, ref: placeholder, key: key) }
    }
  }

  /// The marked records in ascending order with their codes and postings, skipping those not in
  /// `filter`; `bound` is at least the number of marked records. Only the slots of `records` are
  /// read: a half of a `RecordSplit` marks and reads its own.
  func collect(
    upTo bound: Int, filter: Bitset?, records: Range<UInt32> = 0..<UInt32.max
  ) -> (docs: [UInt32], codes: [UInt8], refs: [UInt32], keys: [UInt16]) {
    // The records' slots (a half of a `RecordSplit` reads its own half only).
    let low = min(Int(records.lowerBound), recordCount)
    let high = min(Int(records.upperBound), recordCount)
    if filter == nil && bound * 2 > high - low { return collectDense(upTo: bound, from: low, to: high) }
    // Each marked record's id, code, posting and key written as its bit is met: one pass, in
    // record order (gathering them after the ids read the scratch a second time, and wrote a mask
    // of records kept that here would keep them all: 11.7% of one-word median queries' profile).
    let codes = codes.baseAddress.unsafelyUnwrapped
    let refs = refs.baseAddress.unsafelyUnwrapped
    let keys = keys.baseAddress.unsafelyUnwrapped
    var outCodes: [UInt8] = []
    var outRefs: [UInt32] = []
    var outKeys: [UInt16] = []
    let docs = [UInt32](unsafeUninitializedCapacity: bound) { docs, docsCount in
      outCodes = [UInt8](unsafeUninitializedCapacity: bound) { codesOut, codesCount in
        outRefs = [UInt32](unsafeUninitializedCapacity: bound) { refsOut, refsCount in
          outKeys = [UInt16](unsafeUninitializedCapacity: bound) { keysOut, keysCount in
            let (docs, codesOut, refsOut, keysOut) = (
              docs.baseAddress.unsafelyUnwrapped, codesOut.baseAddress.unsafelyUnwrapped,
              refsOut.baseAddress.unsafelyUnwrapped, keysOut.baseAddress.unsafelyUnwrapped
            )
            // A local count (not the closure's captured variable, kept in memory) and no overflow
            // checks: this loop visits a bit of every record of the index.
            var count = 0
            let (firstWord, endWord) = (low &>> 6, (high &+ 63) &>> 6)
            for w in firstWord..<endWord {
              // The marked records of 64 at once, with the filter's own word of 64 applied to them,
              // and the records' range at its two ends.
              var marked = touched[w]
              if let filter, marked != 0 { marked &= filter.words[w] }
              if w == firstWord { marked &= ~0 &<< UInt64(low & 63) }
              if w == endWord &- 1 && high & 63 != 0 { marked &= (1 &<< UInt64(high & 63)) &- 1 }
              while marked != 0 && count < bound {
                let doc = w &<< 6 | marked.trailingZeroBitCount
                docs[count] = UInt32(truncatingIfNeeded: doc)
                codesOut[count] = codes[doc]
                refsOut[count] = refs[doc]
                keysOut[count] = keys[doc]
                marked &= marked &- 1
                count &+= 1
              }
            }
            keysCount = count
          }
          refsCount = outKeys.count
        }
        codesCount = outKeys.count
      }
      docsCount = outKeys.count
    }
    return (docs, outCodes, outRefs, outKeys)
  }
}

extension MarkScratch {
  /// For the candidates `docs` (ascending), each one's mark (`mask`, 0xFF where unmarked), and the
  /// code, posting and key of those marked, while `docs` keeps only those, compacted in place.
  ///
  /// A later word of a broad query keeps most of a million candidates: gathering all their marks
  /// and then compacting each column with them read and wrote the word's three columns twice (and
  /// copied them once more); here they are written once, already compacted. `collect` gathers its
  /// records here too, all of them marked.
  func gatherMarked(compacting docs: inout [UInt32]) -> (mask: [UInt8], codes: [UInt8], refs: [UInt32], keys: [UInt16]) {
    let n = docs.count
    if n == 0 { return ([], [], [], []) }
    let codes = self.codes.baseAddress.unsafelyUnwrapped
    let refs = self.refs.baseAddress.unsafelyUnwrapped
    let keys = self.keys.baseAddress.unsafelyUnwrapped
    var kept = 0
    var keptCodes: [UInt8] = []
    var keptRefs: [UInt32] = []
    var keptKeys: [UInt16] = []
    let mask = docs.withUnsafeMutableBufferPointer { docs in
      [UInt8](unsafeUninitializedCapacity: n) { mask, maskCount in
        keptCodes = [UInt8](unsafeUninitializedCapacity: n) { outCodes, codesCount in
          keptRefs = [UInt32](unsafeUninitializedCapacity: n) { outRefs, refsCount in
            keptKeys = [UInt16](unsafeUninitializedCapacity: n) { outKeys, keysCount in
              let docs = docs.baseAddress.unsafelyUnwrapped
              let (mask, outCodes) = (mask.baseAddress.unsafelyUnwrapped, outCodes.baseAddress.unsafelyUnwrapped)
              let (outRefs, outKeys) = (outRefs.baseAddress.unsafelyUnwrapped, outKeys.baseAddress.unsafelyUnwrapped)
              var k = 0
              for i in 0..<n {
                let doc = docs[i]
                let code = codes[Int(doc)]
                mask[i] = code
                // Written at the next slot whether marked or not, kept by moving on only if marked.
                docs[k] = doc
                outCodes[k] = code
                outRefs[k] = refs[Int(doc)]
                outKeys[k] = keys[Int(doc)]
                k &+= (Int(~code) &+ 255) &>> 8
              }
              kept = k
              keysCount = k
            }
            refsCount = kept
          }
          codesCount = kept
        }
        maskCount = n
      }
    }
    docs.removeLast(n - kept)
    return (mask, keptCodes, keptRefs, keptKeys)
  }

  /// Keeps, record by record, the better of this scratch's mark and `other`'s (lower code, then
  /// lower key; this one's on a tie): the terms of one word marked in two halves (`TermSplit`),
  /// this scratch holding the first half's, as one scratch marking them in order would have.
  ///
  /// Records are merged in two halves on two cores (each record is its own), and the records the
  /// other half left unmarked are passed over eight at a time: the merge reads the whole index's
  /// scratch, a million records for a one-letter prefix.
  func merge(_ other: MarkScratch) {
    let count = refs.count
    SecondCore.split(count) { range, _ in
      let theirs = UnsafeRawPointer(other.codes.baseAddress!)
      var doc = range.lowerBound
      while doc < range.upperBound {
        // Eight unmarked records (0xFF codes) at once; the spare code bytes make the load safe.
        if doc + 8 <= range.upperBound && theirs.loadUnaligned(fromByteOffset: doc, as: UInt64.self) == .max {
          doc += 8
          continue
        }
        let code = other.codes[doc]
        let old = codes[doc]
        if code < old || (code == old && code != 0xFF && other.keys[doc] < keys[doc]) {
          codes[doc] = code
          refs[doc] = other.refs[doc]
          keys[doc] = other.keys[doc]
        }
        doc += 1
      }
    }
    // A record the other half marked is marked here now, by this half or by the other's mark;
    // the bits are joined after both cores are done, as two halves may share a word of them.
    for w in 0..<touched.count { touched[w] |= other.touched[w] }
  }

  /// `collect` when most records may be marked (a broad word, no filter): one pass over every
  /// record writes each one's id, code, posting and key at the next slot and moves on only if it is
  /// marked, without a branch to mispredict, and fills the four arrays at once. Records
  /// `low..<high` only.
  private func collectDense(upTo bound: Int, from low: Int, to high: Int) -> (docs: [UInt32], codes: [UInt8], refs: [UInt32], keys: [UInt16]) {
    var count = 0
    var marked: [UInt8] = []
    var postings: [UInt32] = []
    var markedKeys: [UInt16] = []
    // One slot more than can be kept: an unmarked record is written there before being passed over.
    let docs = [UInt32](unsafeUninitializedCapacity: bound + 1) { docs, docsCount in
      marked = [UInt8](unsafeUninitializedCapacity: bound + 1) { marked, markedCount in
        postings = [UInt32](unsafeUninitializedCapacity: bound + 1) { postings, postingsCount in
          markedKeys = [UInt16](unsafeUninitializedCapacity: bound + 1) { markedKeys, keysCount in
            for doc in low..<high {
              let code = codes[doc]
              docs[count] = UInt32(doc)
              marked[count] = code
              postings[count] = refs[doc]
              markedKeys[count] = keys[doc]
              count &+= code != 0xFF ? 1 : 0
              if count > bound { break }  // never, when `bound` counts every marked posting
            }
            count = min(count, bound)
            keysCount = count
          }
          postingsCount = count
        }
        markedCount = count
      }
      docsCount = count
    }
    return (docs, marked, postings, markedKeys)
  }
}

/// A few `MarkScratch` buffers kept between queries on one index.
///
/// Allocating the scratch per query meant faulting in several megabytes of fresh pages on a
/// million-record index, a tenth of a prefix query's time. Concurrent queries each borrow their
/// own; at most `capacity` are kept for reuse.
final class MarkScratchPool: Sendable {
  private let free = NIOLockedValueBox<[MarkScratch]>([])
  private static let capacity = 4

  func borrow(recordCount: Int) -> MarkScratch {
    let reused = free.withLockedValue { $0.popLast() }
    if let reused, reused.refs.count == max(recordCount, 1) { return reused }
    return MarkScratch(recordCount: recordCount)
  }

  func giveBack(_ scratch: MarkScratch) {
    free.withLockedValue { free in
      if free.count < Self.capacity { free.append(scratch) }
    }
  }
}
