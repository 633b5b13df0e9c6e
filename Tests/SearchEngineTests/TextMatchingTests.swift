import Testing
import SearchModel
@testable import SearchEngine

@Suite("Text matching: normalisation, prefix, typos, all words required")
struct TextMatchingTests {
  let service: LocalSearchService

  init() throws {
    service = try TestIndex.service([
      ["objectID": "1", "title": "Crème Brûlée recipe"],
      ["objectID": "2", "title": "Samsung Galaxy phone"],
      ["objectID": "3", "title": "Apple iPhone"],
      ["objectID": "4", "title": "The cat sat"],
      ["objectID": "5", "title": "International shipping"],
      ["objectID": "6", "title": "Wireless headphones"],
    ])
  }

  @Test("case and diacritics are folded on both sides")
  func normalisation() throws {
    #expect(try service.ids("creme brulee") == ["1"])
    #expect(try service.ids("CRÈME") == ["1"])
    #expect(try service.ids("iphone!") == ["3"])
  }

  @Test("the tokenizer splits on punctuation and folds compatibility forms")
  func tokenizer() {
    #expect(Tokenizer.words(in: "Wi-Fi 6E, l'été ﬁne") == ["wi", "fi", "6e", "l", "ete", "fine"])
  }

  @Test("the last word matches as a prefix, earlier words do not")
  func prefix() throws {
    #expect(try service.ids("sams") == ["2"])
    #expect(try service.ids("galaxy pho") == ["2"])
    #expect(try service.ids("sams phone") == [])
    #expect(try service.ids("sams") { $0.queryType = "prefixNone" } == [])
  }

  @Test("one typo from 4 letters, none below")
  func oneTypo() throws {
    #expect(try service.ids("aplle") == ["3"])
    #expect(try service.ids("cta") == [])
    #expect(try service.ids("cat") == ["4"])
  }

  @Test("a transposition counts as one typo")
  func transposition() throws {
    #expect(try service.ids("ipohne") == ["3"])
  }

  @Test("two typos from 8 letters")
  func twoTypos() throws {
    #expect(try service.ids("internasional") == ["5"])  // 1 typo
    #expect(try service.ids("intrenatoinal") == ["5"])  // 2 transpositions
    #expect(try service.ids("hexdphxnez") == [])  // 3 edits
  }

  @Test("a wrong first letter costs two typos: only long words tolerate it")
  func firstLetter() throws {
    #expect(try service.ids("xpple") == [])
    #expect(try service.ids("wireless") == ["6"])
    #expect(try service.ids("mireless") == ["6"])
  }

  @Test("typoTolerance false disables typos")
  func typoToleranceOff() throws {
    #expect(try service.ids("aplle") { $0.typoTolerance = .false } == [])
  }

  @Test("every query word is required")
  func allWords() throws {
    #expect(try service.ids("apple galaxy") == [])
    #expect(try service.ids("apple iphone") == ["3"])
  }

  @Test("the empty query matches every record, in index order")
  func emptyQuery() throws {
    #expect(try service.ids("") == ["1", "2", "3", "4", "5", "6"])
  }
}

@Suite("Intersection strategies agree")
struct IntersectionTests {
  @Test("a rare word with a frequent prefix word finds the same records either way")
  func rareAndFrequent() throws {
    var records: [JSONValue] = (0..<300).map { .object(["objectID": .string("c\($0)"), "title": "common commons thing"]) }
    records.insert(["objectID": "r1", "title": "rare common"], at: 17)
    records.insert(["objectID": "r2", "title": "rare commodity"], at: 200)
    records.append(["objectID": "r3", "title": "rare other"])
    let service = try TestIndex.service(records)
    #expect(try service.ids("rare comm") == ["r1", "r2"])
    #expect(try service.ids("comm rare") == [])  // only the last word is a prefix
    #expect(try service.ids("rare common") == ["r1", "r2"])  // "commo" is one typo from "common"
  }
}

@Suite("restrictSearchableAttributes")
struct RestrictTests {
  @Test("words only match in the listed attributes")
  func restrict() throws {
    let service = try TestIndex.service(
      [
        ["objectID": "title", "title": "lamp", "description": "bright"],
        ["objectID": "description", "title": "bright", "description": "lamp"],
      ], settings: IndexSettings(searchableAttributes: ["title", "description"]))
    #expect(try service.ids("lamp") == ["title", "description"])
    #expect(try service.ids("lamp") { $0.restrictSearchableAttributes = ["description"] } == ["description"])
    #expect(try service.ids("bright lamp") { $0.restrictSearchableAttributes = ["title"] } == [])
  }
}
