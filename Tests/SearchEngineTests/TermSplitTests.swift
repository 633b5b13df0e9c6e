import DemoData
import SearchModel
import Testing

@testable import SearchEngine

/// A broad word's terms are marked in two halves on two cores and the halves merged (`TermSplit`,
/// `MarkScratch.merge`): the marks must be those of one pass over the terms in order.
@Suite("Marking a word's terms in two halves")
struct TermSplitTests {
  @Test("two halves merged give every record the code, posting and key one pass in order gives")
  func mergedHalvesEqualOnePass() throws {
    var generator = SplitMix64(seed: 31)
    let words = ["sun", "sand", "sea", "salt", "sail", "ship", "shore", "surf", "sole", "soup", "star", "stone", "sale", "sold", "soles"]
    func pick() -> String { words[Int(generator.next() % UInt64(words.count))] }
    let records: [JSONValue] = (0..<3000).map { i in
      [
        "objectID": .string("\(i)"),
        // Words in both attributes at varied positions: records where several terms tie on code
        // and differ by key, or tie on both (the first term in order must win).
        "title": .string((0..<Int(1 + generator.next() % 3)).map { _ in pick() }.joined(separator: " ")),
        "body": .string((0..<Int(generator.next() % 6)).map { _ in pick() }.joined(separator: " ")),
      ]
    }
    let service = try TestIndex.service(records, settings: IndexSettings(searchableAttributes: ["title", "unordered(body)"]))
    let snapshot = try service.indexView("items").snapshot
    // `s` as a prefix (code 1 for every term), and a typo word (codes 0 and 2 mixed).
    for query in ["s", "sole"] {
      let plan = QueryPlan(query, options: QueryOptions())
      let matches = TermMatcher.matches(for: plan.words[0], in: snapshot.dictionary)
      #expect(matches.count >= 3, "query \(query)")
      let count = snapshot.recordCount
      snapshot.attributeRanks.withUnsafeBufferPointer { ranks in
        let whole = MarkScratch(recordCount: count)
        for match in matches { whole.mark(match, postings: snapshot.postings, gate: FieldGate(), ranks: ranks) }
        for cut in [1, matches.count / 2, matches.count - 1] {
          let first = MarkScratch(recordCount: count)
          let second = MarkScratch(recordCount: count)
          for match in matches[..<cut] { first.mark(match, postings: snapshot.postings, gate: FieldGate(), ranks: ranks) }
          for match in matches[cut...] { second.mark(match, postings: snapshot.postings, gate: FieldGate(), ranks: ranks) }
          first.merge(second)
          #expect(Array(first.codes.prefix(count)) == Array(whole.codes.prefix(count)), "query \(query) cut \(cut)")
          #expect(Array(first.refs) == Array(whole.refs), "query \(query) cut \(cut)")
          #expect(Array(first.keys) == Array(whole.keys), "query \(query) cut \(cut)")
        }
      }
    }
  }

  @Test("a merge over more records than one core merges keeps, record by record, the lower code, then the lower key, then this side's")
  func mergeOfALargeScratch() {
    var generator = SplitMix64(seed: 5)
    let count = SecondCore.threshold * 2 + 13  // two halves when two cores are there, an odd tail
    let mine = MarkScratch(recordCount: count)
    let theirs = MarkScratch(recordCount: count)
    for scratch in [mine, theirs] {
      for doc in 0..<count {
        // Long unmarked runs (passed over eight at a time), ties on code and on key.
        let marked = generator.next() % 5 == 0 || (doc / 64) % 3 == 0
        let (code, key, ref) = (UInt8(generator.next() % 3), UInt16(generator.next() % 4), UInt32(truncatingIfNeeded: generator.next()))
        if marked { scratch.store(doc, code: code, ref: ref, key: key) }
      }
    }
    let expected = (0..<count).map { doc -> (UInt8, UInt16, UInt32) in
      let (a, b) = ((mine.codes[doc], mine.keys[doc], mine.refs[doc]), (theirs.codes[doc], theirs.keys[doc], theirs.refs[doc]))
      return b.0 < a.0 || (b.0 == a.0 && b.0 != 0xFF && b.1 < a.1) ? b : a
    }
    mine.merge(theirs)
    #expect((0..<count).allSatisfy { mine.codes[$0] == expected[$0].0 })
    #expect((0..<count).allSatisfy { mine.codes[$0] == 0xFF || mine.keys[$0] == expected[$0].1 })
    #expect((0..<count).allSatisfy { mine.codes[$0] == 0xFF || mine.refs[$0] == expected[$0].2 })
    // What either side marked is collected from the merged scratch.
    let collected = mine.collect(upTo: count, filter: Bitset(count: count, full: true))
    #expect(collected.docs == (0..<count).filter { expected[$0].0 != 0xFF }.map(UInt32.init))
  }

  @Test("the cut puts about half the postings on each side, never cuts a term and never leaves a side empty")
  func cutBalancesPostings() {
    #expect(TermSplit.cut([10, 10, 10, 10]) == 2)
    #expect(TermSplit.cut([100, 1, 1, 1]) == 1)
    #expect(TermSplit.cut([1, 1, 1, 100]) == 3)
    #expect(TermSplit.cut([50, 50]) == 1)
    #expect(TermSplit.cut([7]) == nil)
    #expect(TermSplit.cut([]) == nil)
    let sizes = [300, 20, 5000, 12, 800, 800, 40, 2600]
    let cut = TermSplit.cut(sizes)!
    let left = sizes[..<cut].reduce(0, +)
    #expect(abs(2 * left - sizes.reduce(0, +)) <= 2 * sizes.max()!)
  }
}
