import DemoData
import Foundation
import SearchModel
import Testing

@testable import SearchEngine

@Suite("An import's word occurrences spilled to disk past the memory budget")
struct OccurrenceSpillTests {
  /// Random occurrences of 300 terms over 4,000 ascending records, the store spilled at random
  /// record boundaries with its terms in `order`: what each term must give back.
  static func spilledStore(
    in directory: String, order: [Int]
  ) throws -> (store: OccurrenceStore, expected: [[(UInt32, UInt32)]]) {
    var random = SplitMix64(seed: 7)
    let store = OccurrenceStore()
    var expected: [[(UInt32, UInt32)]] = Array(repeating: [], count: 300)
    var rank = [Int](repeating: 0, count: 300)
    for (r, term) in order.enumerated() { rank[term] = r }
    var record: UInt32 = 0
    var spilled = false
    for r in 0..<4_000 {
      // Records ascend (a step of 0 adds to the same record), and a spill comes between two.
      if r > 0 { record += UInt32(random.next() % 3 == 0 ? random.next() % 50_000 : random.next() % 3) }
      if spilled { record += 1 }
      for _ in 0..<(1 + random.next() % 6) {
        let term = Int(random.next() % 300 < 200 ? random.next() % 4 : random.next() % 300)
        let position = UInt32(truncatingIfNeeded: random.next() % 100_000)
        store.append(term: UInt32(term), record: record, position: position)
        expected[term].append((record, position))
      }
      // A spill after record 0 (a run of one record), then about every 150 records.
      if r == 0 || random.next() % 150 == 0 {
        let held = store.termsHeld().sorted { rank[Int($0)] < rank[Int($1)] }
        try store.spill(order: held, to: directory + "/run.\(store.runs.count)")
        spilled = true
      } else {
        spilled = false
      }
    }
    return (store, expected)
  }

  @Test("each term gives back its occurrences across the runs and memory, records and positions intact")
  func roundTrip() throws {
    let directory = TestIndex.temporaryDirectory()
    var shuffle = SplitMix64(seed: 11)
    let order = Array(0..<300).shuffled(using: &shuffle)
    let (store, expected) = try Self.spilledStore(in: directory, order: order)
    #expect(store.runs.count > 10, "the store spilled \(store.runs.count) times")
    store.prepareReading(order: order)
    do {
      let reader = store.reader()
      for term in order {
        let read = Array(try reader.occurrences(of: term))
        #expect(read.elementsEqual(expected[term]) { $0.record == $1.0 && $0.position == $1.1 }, "term \(term)")
        #expect(Int(store.postingCount(of: term)) == Set(expected[term].map(\.0)).count, "term \(term)")
      }
      // A pass from the middle of the dictionary that asks for every third term only.
      let later = store.reader(from: 100)
      for t in stride(from: 100, to: 300, by: 3) {
        let read = Array(try later.occurrences(of: order[t]))
        #expect(read.elementsEqual(expected[order[t]]) { $0.record == $1.0 && $0.position == $1.1 }, "term \(order[t])")
      }
    }
    store.discardRuns()
    let left = try FileManager.default.contentsOfDirectory(atPath: directory)
    #expect(left.isEmpty, "runs left on disk: \(left)")
  }

  @Test("after a spill the pages fill again at the pace of the words, not at once")
  func spillPace() throws {
    let directory = TestIndex.temporaryDirectory()
    /// 20,000 records of 20 occurrences, half of them of 50 frequent terms; spilled past `budget`.
    func fill(_ store: OccurrenceStore, budget: Int?) throws {
      var random = SplitMix64(seed: 5)
      for record in 0..<UInt32(20_000) {
        for _ in 0..<20 {
          let term = random.next() % 2 == 0 ? random.next() % 50 : random.next() % 5_000
          store.append(term: UInt32(term), record: record, position: UInt32(random.next() % 1_000))
        }
        if let budget, store.bytesHeld > budget {
          try store.spill(order: store.termsHeld(), to: directory + "/run.\(store.runs.count)")
        }
      }
    }
    let whole = OccurrenceStore()
    try fill(whole, budget: nil)
    let spilled = OccurrenceStore()
    try fill(spilled, budget: whole.bytesHeld / 8)
    // A frequent term's first block after a spill was sized by its whole count (256 KB): 50 of
    // them filled the budget within a record, and the store spilled after nearly every one.
    #expect((6...12).contains(spilled.runs.count), "\(spilled.runs.count) runs for a budget of an eighth")
  }

  @Test("an index built with many spills is byte for byte the one built in memory")
  func spillsChangeNothing() throws {
    let settings = IndexSettings(
      searchableAttributes: ["name", "brand", "categories.lvl0", "unordered(description)"],
      attributesForFaceting: ["brand", "category", "categories.lvl1", "price", "free_shipping"],
      customRanking: ["desc(popularity)", "asc(price)"])
    let records = DemoCatalog.records(count: 3_000)
    func build(_ memory: ImportMemory) throws -> (directory: String, runs: Int) {
      let directory = TestIndex.temporaryDirectory()
      let builder = try IndexBuilder(settings: settings, directory: directory, memory: memory)
      for (i, record) in records.enumerated() {
        try builder.add(.object(record), position: i)
        if i == 2_000 {
          // Facet and number pairs past their limit are in files beside the index meanwhile.
          let files = try FileManager.default.contentsOfDirectory(atPath: directory)
          if memory.pairsPerColumn < 1_000 {
            #expect(files.contains(IndexLayout.facets + ".f0") && files.contains(IndexLayout.numbers + ".n0"), "\(files)")
          }
        }
      }
      try builder.finish()
      return (directory, builder.runsSpilled)
    }
    let memory = try build(.default)
    let spilled = try build(ImportMemory(occurrenceBudget: 32 << 10, pairsPerColumn: 100))
    #expect(memory.runs == 0)
    #expect(spilled.runs >= 10, "\(spilled.runs) runs")
    for file in [IndexLayout.text, IndexLayout.records, IndexLayout.facets, IndexLayout.numbers] {
      let a = try Data(contentsOf: URL(fileURLWithPath: memory.directory + "/" + file))
      let b = try Data(contentsOf: URL(fileURLWithPath: spilled.directory + "/" + file))
      #expect(a == b, "\(file) differs")
    }
    // Nothing but the index's own files is left (no run, no spilled pairs).
    let files = try FileManager.default.contentsOfDirectory(atPath: spilled.directory)
    #expect(
      Set(files) == [IndexLayout.text, IndexLayout.records, IndexLayout.facets, IndexLayout.numbers, IndexLayout.meta],
      "\(files)")
  }

  @Test("a file import that spills answers as one that does not, and publishes no run")
  func fileImportSpills() throws {
    let records = DemoCatalog.records(count: 2_000)
    let file = TestIndex.temporaryDirectory() + "/records.ndjson"
    _ = try DemoCatalogExport.writeNDJSON(records, to: file)
    let settings = IndexSettings(searchableAttributes: ["name", "brand", "unordered(description)"])
    func importFile(budget: Int) throws -> String {
      let directory = TestIndex.temporaryDirectory() + "/items"
      var importer = IndexImporter(directory: directory, settings: settings)
      importer.memory = ImportMemory(occurrenceBudget: budget, pairsPerColumn: budget / 64)
      _ = try importer.importFiles([file])
      return directory
    }
    let memory = try importFile(budget: ImportMemory.default.occurrenceBudget)
    let spilled = try importFile(budget: 16 << 10)
    func generation(_ directory: String) throws -> String {
      let name = try #require(try FileManager.default.contentsOfDirectory(atPath: directory).first { $0.hasPrefix("gen-") })
      return directory + "/" + name
    }
    let a = try Data(contentsOf: URL(fileURLWithPath: try generation(memory) + "/" + IndexLayout.text))
    let b = try Data(contentsOf: URL(fileURLWithPath: try generation(spilled) + "/" + IndexLayout.text))
    #expect(a == b)
    let files = try FileManager.default.contentsOfDirectory(atPath: try generation(spilled))
    #expect(
      Set(files) == [IndexLayout.text, IndexLayout.records, IndexLayout.facets, IndexLayout.numbers, IndexLayout.meta],
      "\(files)")
    let service = try LocalSearchService(paths: [spilled])
    let response = try service.searchSync(index: "items", parameters: SearchParameters(query: "phone"))
    #expect((response.nbHits ?? 0) > 0, "phone is in the demo catalogue")
  }
}
