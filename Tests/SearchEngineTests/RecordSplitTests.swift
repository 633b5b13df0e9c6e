import DemoData
import SearchModel
import Testing

@testable import SearchEngine

/// Matching cut in two halves of the records, one per core (`RecordSplit`), the halves' results
/// joined (`MatchSet.joining`): the candidates, codes, postings and keys must be those of one
/// pass over every record, whatever the cut, the words, the filter or the attributes allowed.
@Suite("Matching the records in two halves")
struct RecordSplitTests {
  static let words = [
    "sun", "sand", "sea", "salt", "sail", "ship", "shore", "surf", "sole", "soup", "star", "stone", "sale", "sold",
    "soles", "blue", "black", "blues", "case", "cases", "cover",
  ]

  /// 3,000 records of a few words each, so that common terms span many blocks of 128 postings.
  static func snapshot() throws -> IndexSnapshot {
    var generator = SplitMix64(seed: 77)
    func pick() -> String { words[Int(generator.next() % UInt64(words.count))] }
    let records: [JSONValue] = (0..<3000).map { i in
      [
        "objectID": .string("\(i)"),
        "title": .string((0..<Int(1 + generator.next() % 3)).map { _ in pick() }.joined(separator: " ")),
        "body": .string((0..<Int(generator.next() % 7)).map { _ in pick() }.joined(separator: " ")),
        "size": .number(Double(i % 7)),
      ]
    }
    let service = try TestIndex.service(records, settings: IndexSettings(searchableAttributes: ["title", "unordered(body)"]))
    return try service.indexView("items").snapshot
  }

  static func same(_ a: MatchSet, _ b: MatchSet) -> Bool {
    a.docs == b.docs && a.codes == b.codes && a.postings == b.postings && a.keys == b.keys
  }

  @Test(
    "the two halves joined equal one pass: one term, a prefix, typos, two and three words, a filter, a restricted attribute",
    arguments: ["sun", "s", "so", "soles", "sale blue", "case s", "blue sand ship", "stone covr"])
  func halvesEqualOnePass(query: String) throws {
    let snapshot = try Self.snapshot()
    let count = UInt32(snapshot.recordCount)
    let plan = QueryPlan(query, options: QueryOptions())
    let termMatches = plan.words.map { TermMatcher.matches(for: $0, in: snapshot.dictionary) }
    var odd = Bitset(count: Int(count))
    for doc in stride(from: 0, to: Int(count), by: 3) { odd.insert(doc) }
    let titleOnly = FieldGate(
      searchable: FieldGate.table(fields: snapshot.fields, paths: ["title"], allowListed: true), prefix: nil, typo: nil)
    for (filter, gate) in [(nil, FieldGate()), (odd, FieldGate()), (nil, titleOnly)] {
      func match(_ records: Range<UInt32>) -> MatchSet {
        Matcher.match(
          words: plan.words, termMatches: termMatches, snapshot: snapshot, filter: filter, gate: gate, prefixList: nil,
          records: records, splittingTerms: false)
      }
      let whole = match(0..<count)
      #expect(whole.count > 0, "query \(query)")
      // Cuts at a block's edge, inside one, at the ends, and where the split puts it.
      for cut: UInt32 in [0, 1, 127, 128, 1000, (count / 2) & ~63, count - 1, count] {
        let joined = MatchSet.joining(match(0..<cut), match(cut..<count), words: plan.words.count)
        #expect(Self.same(joined, whole), "query \(query) cut \(cut) filter \(filter != nil) gate \(gate.isOpen)")
      }
    }
  }

  @Test(
    "a one-word prefix read from its prefix list gives, in two halves joined, what one pass gives",
    arguments: ["s", "c", "p", "su", "é"])
  func prefixListHalvesEqualOnePass(query: String) throws {
    let service = try PrefixListTests.service(minPostings: 1)
    let snapshot = try service.indexView("items").snapshot
    let count = UInt32(snapshot.recordCount)
    let plan = QueryPlan(query, options: QueryOptions())
    let termMatches = plan.words.map { TermMatcher.matches(for: $0, in: snapshot.dictionary) }
    let list = try #require(snapshot.prefixLists.list(covering: termMatches[0]), "query \(query)")
    var odd = Bitset(count: Int(count))
    for doc in stride(from: 0, to: Int(count), by: 3) { odd.insert(doc) }
    for filter in [nil, odd] {
      func match(_ records: Range<UInt32>) -> MatchSet {
        Matcher.match(
          words: plan.words, termMatches: termMatches, snapshot: snapshot, filter: filter, gate: FieldGate(),
          prefixList: list, records: records, splittingTerms: false)
      }
      let whole = match(0..<count)
      #expect(whole.count > 0, "query \(query)")
      for cut: UInt32 in [0, 1, 127, 128, 1000, (count / 2) & ~63, count - 1, count] {
        let joined = MatchSet.joining(match(0..<cut), match(cut..<count), words: 1)
        #expect(Self.same(joined, whole), "query \(query) cut \(cut) filter \(filter != nil)")
      }
    }
  }

  @Test("a term's postings read for a range of records are exactly those of its records in the range")
  func postingsInARange() throws {
    let snapshot = try Self.snapshot()
    let postings = snapshot.postings
    let count = UInt32(snapshot.recordCount)
    var generator = SplitMix64(seed: 9)
    for term in 0..<snapshot.dictionary.count {
      var all: [(Int, UInt32)] = []
      postings.forEachPosting(of: term) { all.append(($0, $1)) }
      for _ in 0..<6 {
        let a = UInt32(generator.next() % UInt64(count + 1))
        let b = UInt32(generator.next() % UInt64(count + 1))
        let range = min(a, b)..<max(a, b)
        let expected = all.filter { range.contains($0.1) }
        var walked: [(Int, UInt32)] = []
        postings.forEachPosting(of: term, in: range) { walked.append(($0, $1)) }
        #expect(walked.map(\.0) == expected.map(\.0) && walked.map(\.1) == expected.map(\.1), "term \(term) \(range)")
        let (docs, first) = postings.docs(of: term, in: range)
        #expect(docs == expected.map(\.1), "term \(term) \(range)")
        if let head = expected.first { #expect(first == head.0, "term \(term) \(range)") }
      }
    }
  }

  @Test("joining keeps each word's column whole: the first half's entries, then the second's")
  func joiningInterleavesColumns() {
    let first = MatchSet(docs: [1, 4], codes: [0, 2, 1, 3], postings: [10, 11, 20, 21], keys: [5, 6, 7, 8])
    let second = MatchSet(docs: [9], codes: [4, 5], postings: [12, 22], keys: [9, 10])
    let joined = MatchSet.joining(first, second, words: 2)
    #expect(joined.docs == [1, 4, 9])
    #expect(joined.codes == [0, 2, 4, 1, 3, 5])
    #expect(joined.postings == [10, 11, 12, 20, 21, 22])
    #expect(joined.keys == [5, 6, 9, 7, 8, 10])
    #expect(Self.same(MatchSet.joining(first, MatchSet(docs: [], codes: [], postings: []), words: 2), first))
    #expect(Self.same(MatchSet.joining(MatchSet(docs: [], codes: [], postings: []), second, words: 2), second))
  }

  @Test("matching stays on one core for a search reading fewer postings than the threshold")
  func middle() throws {
    let snapshot = try Self.snapshot()
    let plan = QueryPlan("sun", options: QueryOptions())
    let termMatches = plan.words.map { TermMatcher.matches(for: $0, in: snapshot.dictionary) }
    // This index has far fewer postings than the threshold: one core, whatever the machine.
    #expect(RecordSplit.middle(of: termMatches, snapshot: snapshot) == nil)
  }
}
