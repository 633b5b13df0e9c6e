import DemoData
import Testing

@testable import SearchEngine

/// The word positions of formats 8, 11 and 13: every posting's positions read back exactly whatever the
/// block holds (lone positions, long lists, the widest fields and word positions, one field or
/// several, with or without single-word flags); bytes that are not what the codec writes are refused
/// before anything decodes them.
@Suite("Posting lists: word positions in bit-packed blocks")
struct PositionBlockCodecTests {
  /// A position as `IndexLayout` packs it.
  static func code(field: UInt32, word: UInt32, single: Bool = false) -> UInt32 {
    field << IndexLayout.fieldShift | (single ? IndexLayout.singleWordFlag : 0) | word
  }

  /// `count` postings of random sorted positions: mostly one, sometimes up to `longest`.
  static func postings(count: Int, fields: UInt32, words: UInt32, longest: Int, seed: UInt64) -> [[UInt32]] {
    var random = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      let length = random.next() % 4 == 0 ? 1 + Int(random.next() % UInt64(longest)) : 1
      var list = Set<UInt32>()
      while list.count < length {
        list.insert(
          code(
            field: UInt32(random.next() % UInt64(fields)), word: UInt32(random.next() % UInt64(words)),
            single: random.next() % 3 == 0))
      }
      return list.sorted()
    }
  }

  /// One block of `lists`, with the section's padding after it, and its table entry.
  static func encoded(_ lists: [[UInt32]]) -> (bytes: [UInt8], entry: PositionBlockCodec.Entry) {
    var ends: [Int] = []
    for list in lists { ends.append((ends.last ?? 0) + list.count) }
    var bytes: [UInt8] = []
    let widths = PositionBlockCodec.encode(positions: lists.flatMap { $0 }, ends: ends, into: &bytes)
    let entry = PositionBlockCodec.Entry(offset: 0, widths)
    return (bytes + [UInt8](repeating: 0, count: PositionBlockCodec.padding), entry)
  }

  static func validate(_ block: (bytes: [UInt8], entry: PositionBlockCodec.Entry), n: Int, fieldCount: Int) -> Bool {
    block.bytes.withUnsafeBytes { raw in
      PositionBlockCodec.validate(
        raw.baseAddress!, length: raw.count - PositionBlockCodec.padding, entry: block.entry, n: n,
        fieldCount: fieldCount)
    }
  }

  static func decoded(_ block: (bytes: [UInt8], entry: PositionBlockCodec.Entry), n: Int) -> [[UInt32]] {
    block.bytes.withUnsafeBytes { raw in
      (0..<n).map { j in
        let location = PositionBlockCodec.locate(raw.baseAddress!, entry: block.entry, n: n, posting: j)
        let list = [UInt32](unsafeUninitializedCapacity: location.count) { out, initialized in
          location.decode(into: out.baseAddress!)
          initialized = location.count
        }
        #expect(location.first == list[0])
        // What proximity reads: every position in place, without the single-word flag.
        #expect((0..<location.count).map(location.fieldAndWord) == list.map { $0 & ~IndexLayout.singleWordFlag })
        return list
      }
    }
  }

  @Test(
    "a block reads back posting by posting, from one lone position to long lists and the widest values",
    arguments: [1, 2, 64, 127, 128])
  func roundTrip(n: Int) {
    let shapes: [(fields: UInt32, words: UInt32, longest: Int)] = [
      (1, 1, 1), (1, 8, 3), (3, 100, 20), (256, 1 << 23, 40), (12, 4000, 200),
    ]
    for (seed, shape) in shapes.enumerated() {
      let lists = Self.postings(count: n, fields: shape.fields, words: shape.words, longest: shape.longest, seed: UInt64(seed))
      let bytes = Self.encoded(lists)
      #expect(Self.validate(bytes, n: n, fieldCount: Int(shape.fields)), "\(n) \(shape)")
      #expect(Self.decoded(bytes, n: n) == lists, "\(n) \(shape)")
    }
  }

  @Test("asked in place whether some position is flagged, in a field or past a word, a posting answers as its decoded list")
  func containsInPlace() {
    let n = PositionBlockCodec.blockSize
    let lists = Self.postings(count: n, fields: 5, words: 300, longest: 30, seed: 8)
    let block = Self.encoded(lists)
    let predicates: [(UInt32) -> Bool] = [
      { $0 & IndexLayout.singleWordFlag != 0 },
      { $0 >> IndexLayout.fieldShift == 3 },
      { $0 & IndexLayout.positionMask > 250 },
      { $0 & IndexLayout.singleWordFlag != 0 && $0 >> IndexLayout.fieldShift == 4 },
    ]
    var found = [Int](repeating: 0, count: predicates.count)
    block.bytes.withUnsafeBytes { raw in
      for j in 0..<n {
        let location = PositionBlockCodec.locate(raw.baseAddress!, entry: block.entry, n: n, posting: j)
        for (k, predicate) in predicates.enumerated() {
          let expected = lists[j].contains(where: predicate)
          #expect(location.contains(where: predicate) == expected, "posting \(j) predicate \(k)")
          if expected { found[k] += 1 }
        }
      }
    }
    // Each predicate holds for some postings and not for others.
    #expect(found.allSatisfy { $0 > 0 && $0 < n }, "\(found)")
  }

  @Test("long lists read back through their group's mark, however many extras the block holds")
  func manyExtras() {
    // 100 postings of 400 positions each: 39,900 extras, 16 bits a mark, 12 an end in a group.
    let lists: [[UInt32]] = (0..<100).map { p in (0..<400).map { Self.code(field: UInt32(p % 3), word: UInt32($0 * 2 + p % 2)) } }
    let block = Self.encoded(lists)
    #expect((block.entry.we, block.entry.wr) == (16, 12))
    #expect(Self.validate(block, n: 100, fieldCount: 3))
    #expect(Self.decoded(block, n: 100) == lists)
    // A posting of one position among long ones, and long ones among lone ones.
    let mixed: [[UInt32]] = (0..<128).map { p in p % 7 == 0 ? (0..<300).map { Self.code(field: 1, word: UInt32($0)) } : [Self.code(field: 0, word: UInt32(p))] }
    let mixedBlock = Self.encoded(mixed)
    #expect(Self.validate(mixedBlock, n: 128, fieldCount: 2))
    #expect(Self.decoded(mixedBlock, n: 128) == mixed)
  }

  @Test("postings of one position each pack into the bits of their largest field and word")
  func lonePositions() {
    // Fields below 4 (2 bits) and words below 8 with the flag (4 bits): 6 bits a posting, no ends.
    var lists: [[UInt32]] = []
    for i in 0..<128 {
      let field = UInt32(i % 4), word = UInt32(i % 8)
      lists.append([Self.code(field: field, word: word, single: i % 2 == 0)])
    }
    let block = Self.encoded(lists)
    #expect(block.bytes.count == 128 * 6 / 8 + PositionBlockCodec.padding)
    #expect((block.entry.wf, block.entry.wl, block.entry.we, block.entry.wr, block.entry.fb) == (2, 4, 0, 0, 1))
    #expect(Self.decoded(Self.encoded(lists), n: 128) == lists)
  }

  @Test("a block of one field spends no bits on the field, and one without a whole-value word none on the flag")
  func baseFieldAndFlag() {
    // Every position in field 3, none flagged: words below 300 take 9 bits, nothing else.
    let oneField: [[UInt32]] = (0..<128).map { p in
      p % 5 == 0 ? [Self.code(field: 3, word: UInt32(p)), Self.code(field: 3, word: 299)] : [Self.code(field: 3, word: UInt32(p))]
    }
    let block = Self.encoded(oneField)
    #expect((block.entry.wf, block.entry.wl, block.entry.fb) == (0, 9, 0))
    #expect(block.entry.base == 3)
    #expect(Self.validate(block, n: 128, fieldCount: 4))
    #expect(!Self.validate(block, n: 128, fieldCount: 3), "the base field is past the last field")
    #expect(Self.decoded(block, n: 128) == oneField)
    // Fields 5 to 6 above a base of 5: one bit a field; one flagged position adds the flag's bit.
    var twoFields: [[UInt32]] = (0..<128).map { p in [Self.code(field: 5 + UInt32(p % 2), word: UInt32(p))] }
    let plain = Self.encoded(twoFields)
    #expect((plain.entry.wf, plain.entry.wl, plain.entry.fb, plain.entry.base) == (1, 7, 0, 5))
    twoFields[77] = [Self.code(field: 6, word: 0, single: true)]
    let flagged = Self.encoded(twoFields)
    #expect((flagged.entry.wf, flagged.entry.wl, flagged.entry.fb) == (1, 8, 1))
    #expect(Self.validate(flagged, n: 128, fieldCount: 7))
    #expect(!Self.validate(flagged, n: 128, fieldCount: 6), "base 5 plus 1 is past the last field")
    #expect(Self.decoded(flagged, n: 128) == twoFields)
    #expect(Self.decoded(plain, n: 128) == twoFields.enumerated().map { $0.offset == 77 ? [Self.code(field: 6, word: 77)] : $0.element })
  }

  @Test("a block's entry keeps its offset, widths, flag bit and base field apart, each at its largest")
  func entryFields() {
    let max = PositionBlockCodec.Entry(offset: PositionBlockCodec.Entry.maxOffset, wf: 8, wl: 24, we: 32, wr: 32, fb: 1, base: 255)
    #expect([max.offset, max.wf, max.wl, max.we, max.wr, max.fb, max.base] == [PositionBlockCodec.Entry.maxOffset, 8, 24, 32, 32, 1, 255])
    let some = PositionBlockCodec.Entry(offset: 12_345_678_901, wf: 3, wl: 17, we: 9, wr: 5, fb: 0, base: 200)
    #expect([some.offset, some.wf, some.wl, some.we, some.wr, some.fb, some.base] == [12_345_678_901, 3, 17, 9, 5, 0, 200])
    // The section's end entry and a block at offset 0 with no widths are all zero beyond the offset.
    #expect(PositionBlockCodec.Entry(offset: 99, wf: 0, wl: 0, we: 0, wr: 0).raw == 99)
  }

  @Test("the largest word position reads back with or without the flag's bit, and no wider low part is taken")
  func widestWords() {
    let largest = IndexLayout.positionMask
    let unflagged: [[UInt32]] = [[Self.code(field: 0, word: largest)], [Self.code(field: 0, word: 1)]]
    let block = Self.encoded(unflagged)
    #expect((block.entry.wl, block.entry.fb) == (23, 0))
    #expect(Self.decoded(block, n: 2) == unflagged)
    let flagged = [unflagged[0], [Self.code(field: 0, word: 1, single: true)]]
    let flaggedBlock = Self.encoded(flagged)
    #expect((flaggedBlock.entry.wl, flaggedBlock.entry.fb) == (24, 1))
    #expect(Self.decoded(flaggedBlock, n: 2) == flagged)
    // 24 bits of word without the flag would reach the flag's bit: refused.
    let wide = (block.bytes, PositionBlockCodec.Entry(offset: 0, wf: 0, wl: 24, we: 0, wr: 0, fb: 0))
    #expect(!Self.validate(wide, n: 2, fieldCount: 1))
  }

  @Test("bytes that are not exactly a block are refused")
  func refusesBadBlocks() {
    let lists = Self.postings(count: 128, fields: 5, words: 300, longest: 6, seed: 7)
    let good = Self.encoded(lists)
    #expect(Self.validate(good, n: 128, fieldCount: 5))
    // A field past the last one, more or fewer postings than the block holds.
    #expect(!Self.validate(good, n: 128, fieldCount: 4))
    #expect(!Self.validate(good, n: 127, fieldCount: 5))
    #expect(!Self.validate(good, n: 129, fieldCount: 5))
    // One byte short or one too many.
    var short = good
    short.bytes.remove(at: good.bytes.count - PositionBlockCodec.padding - 1)
    #expect(!Self.validate(short, n: 128, fieldCount: 5))
    var long = good
    long.bytes.insert(0, at: good.bytes.count - PositionBlockCodec.padding)
    #expect(!Self.validate(long, n: 128, fieldCount: 5))
    // Widths past their limits, or not the block's; an extras count not the block's.
    let (wf, wl, we, wr) = (good.entry.wf, good.entry.wl, good.entry.we, good.entry.wr)
    let widths = [(9, wl, we, wr), (wf, 25, we, wr), (wf, wl, 33, wr), (wf, wl, we, 33), (wf + 1, wl, we, wr),
      (wf, wl, 0, wr), (wf, wl, we, 0), (wf, wl, 0, 0), (wf, wl, we + 1, wr), (wf, wl, we, wr + 1)]
    for (wf, wl, we, wr) in widths {
      let bad = (good.bytes, PositionBlockCodec.Entry(offset: 0, wf: wf, wl: wl, we: we, wr: wr, fb: good.entry.fb, base: good.entry.base))
      #expect(!Self.validate(bad, n: 128, fieldCount: 5), "widths \(wf) \(wl) \(we) \(wr)")
    }
    // A mark that is not where its group starts is refused; an end moved inside its group either
    // is refused or splits the same extras otherwise (every read stays in the block).
    let marksBit = 128 * (wf + wl)
    let endsBit = marksBit + 15 * we
    var refusedEnds = 0
    for bit in marksBit..<(endsBit + 128 * wr) {
      var flipped = good
      flipped.bytes[bit / 8] ^= UInt8(1 << (bit % 8))
      let valid = Self.validate(flipped, n: 128, fieldCount: 5)
      if bit < endsBit {
        #expect(!valid, "mark bit \(bit)")
      } else if valid {
        #expect(Self.decoded(flipped, n: 128).map(\.count).reduce(0, +) == lists.map(\.count).reduce(0, +))
      } else {
        refusedEnds += 1
      }
    }
    #expect(refusedEnds > 0)
    // No block at all.
    let empty = ([UInt8](repeating: 0, count: PositionBlockCodec.padding), PositionBlockCodec.Entry(offset: 0, wf: 1, wl: 1, we: 0, wr: 0))
    #expect(!Self.validate(empty, n: 1, fieldCount: 5))
  }
}
