import DemoData
import Testing

@testable import SearchEngine

/// The compressed record numbers of format 7, with the bitmap blocks of format 18: every list reads
/// back exactly, whole, block by block and by lookup, at the block boundaries; bytes that are not
/// what the codec writes are refused.
@Suite("Posting lists: record numbers in bit-packed and bitmap blocks")
struct DocBlockCodecTests {
  /// One term's blocks, encoded, with the section's padding after them.
  static func encoded(_ docs: [UInt32]) -> [UInt8] {
    var bytes: [UInt8] = []
    docs.withUnsafeBufferPointer { DocBlockCodec.encode($0, into: &bytes) }
    return bytes + [UInt8](repeating: 0, count: DocBlockCodec.padding)
  }

  /// Runs `body` with a `Postings` holding the single term `docs` (each posting at position 0).
  static func withPostings<R>(_ docs: [UInt32], _ body: (Postings) -> R) -> R {
    let bytes = encoded(docs)
    let termStarts: [UInt32] = [0, UInt32(docs.count)]
    let offsets: [UInt32] = [0, UInt32(bytes.count - DocBlockCodec.padding)]
    var positionBytes: [UInt8] = []
    var positionOffsets: [UInt64] = []
    for k in 0..<PositionBlockCodec.blockCount(docs.count) {
      let n = PositionBlockCodec.postings(inBlock: k, of: docs.count)
      let start = positionBytes.count
      let widths = PositionBlockCodec.encode(
        positions: [UInt32](repeating: 0, count: n), ends: Array(1...n), into: &positionBytes)
      positionOffsets.append(PositionBlockCodec.Entry(offset: start, widths).raw)
    }
    positionOffsets.append(PositionBlockCodec.Entry(offset: positionBytes.count, wf: 0, wl: 0, we: 0, wr: 0).raw)
    positionBytes += [UInt8](repeating: 0, count: PositionBlockCodec.padding)
    return termStarts.withUnsafeBufferPointer { termStarts in
      offsets.withUnsafeBufferPointer { offsets in
        bytes.withUnsafeBytes { data in
          positionOffsets.withUnsafeBufferPointer { positionOffsets in
            positionBytes.withUnsafeBytes { positionData in
              body(
                Postings(
                  termStarts: termStarts, docOffsets: offsets, docData: data, positionOffsets: positionOffsets,
                  positionData: positionData))
            }
          }
        }
      }
    }
  }

  /// `count` ascending record numbers with random gaps up to `maxGap`, starting at `first`.
  static func docs(count: Int, first: UInt32 = 0, maxGap: UInt32, seed: UInt64) -> [UInt32] {
    var random = SplitMix64(seed: seed)
    var docs: [UInt32] = []
    var doc = first
    for i in 0..<count {
      if i > 0 { doc += 1 + UInt32(random.next() % UInt64(maxGap + 1)) }
      docs.append(doc)
    }
    return docs
  }

  static func validate(_ bytes: [UInt8], count: Int, recordCount: Int) -> Bool {
    bytes.withUnsafeBytes { raw in
      DocBlockCodec.validate(
        raw.baseAddress!, length: raw.count - DocBlockCodec.padding, count: count, recordCount: recordCount)
    }
  }

  @Test(
    "a list reads back whole, posting by posting and by lookup at every block boundary",
    arguments: [0, 1, 2, 127, 128, 129, 255, 256, 257, 1000])
  func roundTrip(count: Int) {
    for (maxGap, seed) in [(UInt32(0), UInt64(1)), (3, 2), (1000, 3), (1 << 20, 4)] {
      let docs = Self.docs(count: count, maxGap: maxGap, seed: seed)
      let recordCount = Int(docs.last ?? 0) + 1
      #expect(Self.validate(Self.encoded(docs), count: count, recordCount: recordCount), "\(count) gap \(maxGap)")
      Self.withPostings(docs) { postings in
        #expect(postings.docs(of: 0) == docs, "\(count) gap \(maxGap)")
        var walked: [(Int, UInt32)] = []
        postings.forEachPosting(of: 0) { walked.append(($0, $1)) }
        #expect(walked.map(\.0) == Array(0..<count) && walked.map(\.1) == docs)
        // Every other record of the list and the record after each (most not in it), then one past
        // the last: each present one found at its posting, no other.
        var probes: [UInt32] = [0]
        for (i, doc) in docs.enumerated() where i % 2 == 0 { probes += [doc, doc + 1] }
        probes = Array(Set(probes + [UInt32(recordCount + 1)])).sorted()
        var found: [Int: Int] = [:]
        probes.withUnsafeBufferPointer { probes in postings.lookUp(probes, in: 0) { found[$0] = $1 } }
        for (i, probe) in probes.enumerated() {
          #expect(found[i] == docs.firstIndex(of: probe), "probe \(probe) of \(count) gap \(maxGap)")
        }
      }
    }
  }

  @Test("gaps of up to 32 bits and the largest record number read back")
  func extremeRecordNumbers() {
    for docs: [UInt32] in [
      [UInt32.max - 1], [0, UInt32.max - 1], [0, 1 << 31, UInt32.max - 1],
      (0..<200).map { UInt32.max - 201 + UInt32($0) }, (0..<130).map { UInt32($0) << 24 },
    ] {
      #expect(Self.validate(Self.encoded(docs), count: docs.count, recordCount: Int(UInt32.max)), "\(docs.prefix(3))")
      Self.withPostings(docs) { #expect($0.docs(of: 0) == docs) }
    }
  }

  @Test("a word in every record packs into a width byte per block")
  func consecutiveRecords() {
    let docs = (0..<UInt32(1000)).map { $0 }
    // 8 skip entries of 8 bytes, then 8 blocks of one byte (width 0).
    #expect(Self.encoded(docs).count == 8 * 8 + 8 + DocBlockCodec.padding)
  }

  /// A broad word's records: most records, with a run of `hole` records left out now and then.
  static func denseDocs(count: Int, hole: UInt32, seed: UInt64) -> [UInt32] {
    var random = SplitMix64(seed: seed)
    var docs: [UInt32] = []
    var doc: UInt32 = UInt32(random.next() % 3)
    while docs.count < count {
      docs.append(doc)
      doc += random.next() % 17 == 0 ? 1 + hole : 1 + UInt32(random.next() % 2)
    }
    return docs
  }

  /// The bytes of `docs` as bitmap blocks, one block at a time (`DocBlockCodec.bitmapMarker`).
  static func bitmapBlocks(of bytes: [UInt8], count: Int) -> Int {
    let blocks = DocBlockCodec.blockCount(count)
    return bytes.withUnsafeBytes { term in
      (0..<blocks).count { term[DocBlockCodec.blockStart(term.baseAddress!, blocks: blocks, block: $0)] == DocBlockCodec.bitmapMarker }
    }
  }

  @Test(
    "a broad word's blocks are bitmaps, fewer bytes than packed gaps, and read back the same in every way",
    arguments: [1, 50, 127, 128, 129, 1000, 5000])
  func bitmapBlocks(count: Int) {
    for (hole, seed) in [(UInt32(12), UInt64(5)), (100, 6), (3000, 7)] {
      let docs = Self.denseDocs(count: count, hole: hole, seed: seed)
      let bytes = Self.encoded(docs)
      let recordCount = Int(docs.last!) + 1
      #expect(Self.validate(bytes, count: count, recordCount: recordCount), "\(count) hole \(hole)")
      // Gaps of up to 13 take 4 bits, where the bitmap takes 2.2 bits a record; gaps of 101 and
      // 3,001 take 7 and 12 bits and spread the records out as much: those blocks stay packed.
      // A last block of a few records (129, 5,000) packs into fewer bytes than the bitmap's three.
      if hole == 12 {
        let full = (0..<DocBlockCodec.blockCount(count)).count { min(count - $0 * 128, 128) >= 50 }
        #expect(Self.bitmapBlocks(of: bytes, count: count) == full, "\(count) hole \(hole)")
      }
      Self.withPostings(docs) { postings in
        #expect(postings.docs(of: 0) == docs, "\(count) hole \(hole)")
        var walked: [(Int, UInt32)] = []
        postings.forEachPosting(of: 0) { walked.append(($0, $1)) }
        #expect(walked.map(\.0) == Array(0..<count) && walked.map(\.1) == docs)
        // Records from the middle of the list to past its end: exactly the list's half.
        let records = docs[count / 2]..<UInt32(recordCount + 5)
        #expect(postings.docs(of: 0, in: records).docs == Array(docs[(count / 2)...]))
        var probes = Array(Set(docs.flatMap { [$0, $0 + 1] })).sorted()
        probes.append(UInt32(recordCount + 3))
        var found: [Int: Int] = [:]
        probes.withUnsafeBufferPointer { probes in postings.lookUp(probes, in: 0) { found[$0] = $1 } }
        for (i, probe) in probes.enumerated() { #expect(found[i] == docs.firstIndex(of: probe), "probe \(probe)") }
        // Into a set already holding other records, at every start within a word.
        for offset in [0, 1, 63] where offset < recordCount {
          var set = Bitset(count: recordCount + 64)
          set.insert(recordCount + 63)
          set.insert(offset)
          postings.insertRecords(of: 0, into: &set)
          #expect(set.members() == Array(Set(docs + [UInt32(offset), UInt32(recordCount + 63)])).sorted())
        }
      }
    }
  }

  @Test(
    "a later word reads exactly its postings among the candidates, in a half of the records or all",
    arguments: [1, 130, 3000])
  func postingsAmongCandidates(count: Int) {
    for docs in [Self.denseDocs(count: count, hole: 12, seed: 21), Self.docs(count: count, maxGap: 40, seed: 22)] {
      let recordCount = Int(docs.last!) + 70
      var random = SplitMix64(seed: UInt64(count))
      var candidates = Bitset(count: recordCount)
      for doc in 0..<recordCount where random.next() % 3 != 0 { candidates.insert(doc) }
      Self.withPostings(docs) { postings in
        for records in [0..<UInt32(recordCount), 0..<docs[count / 2], docs[count / 2]..<UInt32(recordCount)] {
          var read: [Int] = []
          candidates.words.withUnsafeBufferPointer { words in
            postings.forEachPosting(of: 0, in: records, among: words.baseAddress!) { p, doc in
              #expect(docs[p] == doc)
              read.append(p)
            }
          }
          let expected = docs.indices.filter { records.contains(docs[$0]) && candidates.contains(Int(docs[$0])) }
          #expect(read == expected, "\(count) records \(records)")
        }
      }
    }
  }

  @Test("a bitmap block that does not hold exactly its records is refused")
  func refusesBadBitmaps() {
    let docs = Self.denseDocs(count: 300, hole: 20, seed: 11)
    let good = Self.encoded(docs)
    let recordCount = Int(docs.last!) + 1
    #expect(Self.bitmapBlocks(of: good, count: 300) == 3)
    #expect(Self.validate(good, count: 300, recordCount: recordCount))
    #expect(!Self.validate(good, count: 300, recordCount: recordCount - 1))
    let first = 3 * 8
    let span = Int(good[first + 1]) | Int(good[first + 2]) << 8
    let lastBit = first + 3 + (span - 1) / 8
    var edits: [(Int, UInt8)] = [
      // A record more, a record less, the span one longer or shorter, past the bytes there are.
      (first + 3, good[first + 3] | 0x80 == good[first + 3] ? good[first + 3] & 0x7F : good[first + 3] | 0x80),
      (lastBit, good[lastBit] ^ UInt8(1 << ((span - 1) % 8))),
      (first + 1, good[first + 1] &+ 1), (first + 1, good[first + 1] &- 1), (first + 2, 0xFF),
    ]
    edits.append((first + 4, good[first + 4] ^ 0x01))
    for (offset, value) in edits {
      var bad = good
      bad[offset] = value
      #expect(!Self.validate(bad, count: 300, recordCount: recordCount * 2), "byte \(offset)")
    }
  }

  @Test("bytes that are not exactly a term's blocks are refused")
  func refusesBadBlocks() {
    let docs = Self.docs(count: 300, first: 5, maxGap: 40, seed: 9)
    let good = Self.encoded(docs)
    let recordCount = Int(docs.last!) + 1
    #expect(Self.validate(good, count: 300, recordCount: recordCount))
    // A record number past the last record.
    #expect(!Self.validate(good, count: 300, recordCount: recordCount - 1))
    // More or fewer postings than the blocks hold.
    #expect(!Self.validate(good, count: 299, recordCount: recordCount))
    #expect(!Self.validate(good, count: 301, recordCount: recordCount))
    // One byte short or one too many.
    var short = good
    short.remove(at: good.count - DocBlockCodec.padding - 1)
    #expect(!Self.validate(short, count: 300, recordCount: recordCount))
    let long = Array(good.prefix(good.count - DocBlockCodec.padding)) + [0] + [UInt8](repeating: 0, count: 8)
    #expect(!Self.validate(long, count: 300, recordCount: recordCount))
    // A width over 32 bits, a wrong skip entry (last record, then block offset), a changed gap.
    let firstBlock = 3 * 8
    let edits = [
      (firstBlock, UInt8(33)), (0, good[0] ^ 1), (8 + 4, good[12] ^ 1), (firstBlock + 5, good[firstBlock + 5] ^ 0x10),
    ]
    for (offset, value) in edits {
      var bad = good
      bad[offset] = value
      #expect(!Self.validate(bad, count: 300, recordCount: recordCount * 2), "byte \(offset)")
    }
  }
}
