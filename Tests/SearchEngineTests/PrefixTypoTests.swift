import DemoData
import SearchModel
import Testing

@testable import SearchEngine

@Suite("Typos on the prefix (last) query word")
struct PrefixTypoTests {
  let service: LocalSearchService

  init() throws {
    service = try TestIndex.service([
      ["objectID": "phone", "title": "Samsung Galaxy phone"],
      ["objectID": "phones", "title": "Phones and tablets"],
      ["objectID": "phonebook", "title": "Leather phonebook"],
      ["objectID": "iphone", "title": "Apple iPhone"],
      ["objectID": "phnea", "title": "Phnea orchid"],
      ["objectID": "smartphones", "title": "Smartphones on sale"],
      ["objectID": "piano", "title": "Grand piano"],
    ])
  }

  /// The objectIDs found by `query`, ignoring order.
  private func found(_ query: String, _ configure: (inout SearchParameters) -> Void = { _ in }) throws -> Set<String> {
    Set(try service.ids(query, configure))
  }

  @Test("a prefix with one typo finds every word the typed word finds, whole or as a prefix")
  func phneFindsWhatPhoneFinds() throws {
    #expect(try found("phone").isSuperset(of: ["phone", "phones", "phonebook"]))
    #expect(try found("phne").isSuperset(of: try found("phone")))
    #expect(try found("phne").isSuperset(of: try found("phon")))
    #expect(try found("galaxy phne") == ["phone"])
    #expect(try found("phonbo") == ["phonebook"])  // "phonebo" is one deletion away
  }

  @Test("typo matches on the prefix count one typo and rank after exact prefix matches")
  func rankingAndTypoCount() throws {
    var parameters = SearchParameters(query: "phne")
    parameters.getRankingInfo = true
    let response = try service.run(parameters)
    #expect(TestIndex.ids(response).first == "phnea")  // "phne" is an exact prefix of "phnea"
    for hit in response.hits {
      let typos = hit["_rankingInfo"]?.objectValue?["nbTypos"]?.intValue
      #expect(typos == (hit["objectID"]?.stringValue == "phnea" ? 0 : 1))
    }
  }

  @Test("the matched prefix is what gets highlighted")
  func highlightsThePrefix() throws {
    var parameters = SearchParameters(query: "phne")
    parameters.attributesToHighlight = ["title"]
    let response = try service.run(parameters)
    let titles = Dictionary(
      uniqueKeysWithValues: response.hits.map {
        ($0["objectID"]?.stringValue ?? "?",
         $0["_highlightResult"]?.objectValue?["title"]?.objectValue?["value"]?.stringValue ?? "")
      })
    #expect(titles["phones"] == "<em>Phone</em>s and tablets")
    #expect(titles["phonebook"] == "Leather <em>phone</em>book")
    #expect(titles["phone"] == "Samsung Galaxy <em>phone</em>")
    #expect(titles["phnea"] == "<em>Phne</em>a orchid")
  }

  @Test("short prefixes stay exact; long ones take two typos, a wrong first letter costing two")
  func budgets() throws {
    #expect(try found("phn") == ["phnea"])  // under 4 letters: exact prefixes only
    #expect(try found("smartphne") == ["smartphones"])  // 1 typo in a 9-letter prefix
    #expect(try found("smratphne") == ["smartphones"])  // a transposition and a deletion
    #expect(try found("xmartphon") == ["smartphones"])  // wrong first letter: 2 typos
    #expect(try found("xmartphne") == [])  // wrong first letter and one more: 3
    #expect(try found("phne") { $0.typoTolerance = .false } == ["phnea"])
    #expect(try found("phne") { $0.queryType = "prefixNone" } == ["phone", "phnea"])  // whole words only
  }
}

@Suite("Typo candidates from the dictionary walk")
struct TypoTermWalkTests {
  @Test("the trie walk finds exactly what a brute-force scan of every term finds")
  func agreesWithBruteForce() throws {
    var generator = SplitMix64(seed: 7)
    let alphabet: [Character] = ["a", "b", "c", "d", "e", "ж", "ω"]
    func randomWord(_ lengths: ClosedRange<Int>) -> String {
      let length = Int(generator.next() % UInt64(lengths.count)) + lengths.lowerBound
      return String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
    }
    let records: [JSONValue] = (0..<400).map { i in
      .object(["objectID": .string("\(i)"), "title": .string((0..<3).map { _ in randomWord(1...11) }.joined(separator: " "))])
    }
    let directory = TestIndex.temporaryDirectory() + "/walk"
    _ = try IndexImporter(directory: directory, settings: IndexSettings()).importRecords(records)
    let snapshot = try IndexDirectory.open(directory)  // owns the mapped files the dictionary reads
    let dictionary = snapshot.dictionary
    let terms = (0..<dictionary.count).map { dictionary.terms.string($0).unicodeScalars.map(\.value) }

    for round in 0..<600 {
      let queryType = round % 2 == 0 ? "prefixLast" : "prefixNone"
      let words = QueryWords.parse(randomWord(1...10), queryType: queryType, typoTolerance: .on, minFor1: 4, minFor2: 8)
      guard let word = words.first else { continue }
      var expected: [TermMatch] = []
      for (term, scalars) in terms.enumerated() {
        let sameFirst = scalars.first == word.scalars.first
        guard sameFirst || word.maxTypos >= 2 else { continue }
        let limit = sameFirst ? word.maxTypos : 1
        let cost = sameFirst ? 1 : 2
        var code = Int.max
        if let whole = TypoDistance.distance(word.scalars, scalars, limit: limit) { code = whole * cost * 2 }
        if word.isPrefix, let (typos, length) = TypoDistance.prefixDistance(word.scalars, scalars, limit: limit),
          length > 0
        {
          code = min(code, typos * cost * 2 + 1)
        }
        if code != Int.max { expected.append(TermMatch(term: term, code: UInt8(code))) }
      }
      let actual = TermMatcher.matches(for: word, in: dictionary)
      #expect(actual == expected, "query \(word.text) (\(queryType))")
    }
    withExtendedLifetime(snapshot) {}
  }
}
