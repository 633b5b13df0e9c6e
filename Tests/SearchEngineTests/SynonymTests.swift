import Foundation
import Testing
import SearchModel
@testable import SearchEngine

/// Synonyms as Algolia documents them, on small records: the kinds, how they rank, the search
/// parameters that shape them, and the synonyms file of an import.
@Suite("Synonyms: regular, one-way, alternative corrections, placeholders")
struct SynonymTests {
  let service: LocalSearchService

  static let synonyms: [Synonym] = [
    Synonym(objectID: "pants", kind: .synonym, synonyms: ["pants", "trousers", "slacks"]),
    Synonym(objectID: "tablet", kind: .oneWaySynonym, synonyms: ["ipad", "galaxy tab"], input: "tablet"),
    Synonym(objectID: "ny", kind: .synonym, synonyms: ["ny", "new york"]),
    Synonym(objectID: "foto", kind: .altCorrection1, word: "foto", corrections: ["photo"]),
    Synonym(objectID: "fone", kind: .altCorrection2, word: "fone", corrections: ["phone"]),
    Synonym(objectID: "street", kind: .placeholder, placeholder: "<streetnumber>", replacements: ["1", "2", "3"]),
    Synonym(objectID: "home", kind: .synonym, synonyms: ["home", "house"]),
  ]

  init() throws {
    let directory = TestIndex.temporaryDirectory() + "/items"
    _ = try IndexImporter(directory: directory, synonyms: Self.synonyms).importRecords([
      ["objectID": "p1", "name": "blue pants"],
      ["objectID": "p2", "name": "red trousers"],
      ["objectID": "p3", "name": "grey slacks"],
      ["objectID": "t1", "name": "ipad mini"],
      ["objectID": "t2", "name": "samsung galaxy tab"],
      ["objectID": "t3", "name": "tablet stand"],
      ["objectID": "t4", "name": "galaxy lamp with a tab"],
      ["objectID": "n1", "name": "new york pizza"],
      ["objectID": "n2", "name": "ny bagels"],
      ["objectID": "n3", "name": "new cafe in york"],
      ["objectID": "f1", "name": "photo frame"],
      ["objectID": "f2", "name": "foto frame"],
      ["objectID": "f3", "name": "phone case"],
      ["objectID": "s1", "name": "<streetnumber> main street"],
      ["objectID": "s2", "name": "7 main street"],
      ["objectID": "h1", "name": "house on the hill"],
      ["objectID": "h2", "name": "home sweet home"],
    ])
    service = try LocalSearchService(paths: [directory])
  }

  private func info(_ query: String, _ configure: (inout SearchParameters) -> Void = { _ in }) throws -> [String: JSONObject] {
    var parameters = SearchParameters(query: query)
    parameters.getRankingInfo = true
    configure(&parameters)
    var result: [String: JSONObject] = [:]
    for hit in try service.run(parameters).hits {
      result[hit["objectID"]?.stringValue ?? "?"] = hit["_rankingInfo"]?.objectValue ?? [:]
    }
    return result
  }

  @Test("a regular synonym matches every word of its list, whichever is typed")
  func regular() throws {
    #expect(try service.ids("trousers").sorted() == ["p1", "p2", "p3"])
    #expect(try service.ids("slacks").sorted() == ["p1", "p2", "p3"])
    #expect(try service.ids("red pants") == ["p2"])
  }

  @Test("`synonyms: false` searches the words alone")
  func turnedOff() throws {
    #expect(try service.ids("trousers") { $0.extra["synonyms"] = false } == ["p2"])
    #expect(try service.ids("ny") { $0.extra["synonyms"] = false } == ["n2"])
  }

  @Test("a one-way synonym matches its synonyms from its input only")
  func oneWay() throws {
    #expect(try service.ids("tablet").sorted() == ["t1", "t2", "t3"])
    #expect(try service.ids("ipad") == ["t1"])
  }

  @Test("a multi-word synonym matches its words side by side, both ways")
  func multiWord() throws {
    #expect(try service.ids("ny").sorted() == ["n1", "n2"])
    // "new cafe in york" has both words, so it matches the query as typed.
    #expect(try service.ids("new york").sorted() == ["n1", "n2", "n3"])
    #expect(try service.ids("new york") { $0.extra["synonyms"] = false }.sorted() == ["n1", "n3"])
    #expect(try service.ids("ny pizza") == ["n1"])
  }

  @Test("alternative corrections match as 1 or 2 typos, after the word itself")
  func alternativeCorrections() throws {
    #expect(try service.ids("foto") == ["f2", "f1"])
    let foto = try info("foto")
    #expect(foto["f1"]?["nbTypos"] == 1)
    #expect(foto["f2"]?["nbTypos"] == 0)
    let fone = try info("fone")
    #expect(fone["f3"]?["nbTypos"] == 2)
    #expect(try service.ids("fone") { $0.extra["synonyms"] = false } == [])
  }

  @Test("a placeholder token in a record matches any of its replacements")
  func placeholder() throws {
    #expect(try service.ids("2 main") == ["s1"])
    #expect(try service.ids("7 main") == ["s2"])
    #expect(try service.ids("9 main") == [])
  }

  @Test("one-word synonyms count as exact unless alternativesAsExact leaves singleWordSynonym out; multi-word ones only with multiWordsSynonym")
  func exactness() throws {
    func word(_ p: inout SearchParameters) { p.extra["exactOnSingleWordQuery"] = "word" }
    #expect(try info("house", word)["h2"]?["nbExactWords"] == 1)
    #expect(try info("house") { word(&$0); $0.extra["alternativesAsExact"] = ["ignorePlurals"] }["h2"]?["nbExactWords"] == 0)
    #expect(try info("ny", word)["n1"]?["nbExactWords"] == 0)
    #expect(try info("ny") { word(&$0); $0.extra["alternativesAsExact"] = ["multiWordsSynonym"] }["n1"]?["nbExactWords"] == 1)
    // Not exact: the record with the typed word wins the exact criterion.
    #expect(try service.ids("house") { $0.extra["alternativesAsExact"] = ["ignorePlurals"] } == ["h1", "h2"])
  }

  @Test("the record's synonym is highlighted; replaceSynonymsInHighlight shows the query's word instead")
  func highlighting() throws {
    func highlighted(_ configure: (inout SearchParameters) -> Void = { _ in }) throws -> String? {
      var parameters = SearchParameters(query: "home")
      configure(&parameters)
      let hit = try service.run(parameters).hits.first { $0["objectID"] == "h1" }
      return hit?["_highlightResult"]?["name"]?["value"]?.stringValue
    }
    #expect(try highlighted() == "<em>house</em> on the hill")
    #expect(try highlighted { $0.extra["replaceSynonymsInHighlight"] = true } == "<em>home</em> on the hill")
    let ny = try service.run(SearchParameters(query: "ny")).hits.first { $0["objectID"] == "n1" }
    #expect(ny?["_highlightResult"]?["name"]?["value"] == "<em>new</em> <em>york</em> pizza")
  }

  @Test("a wrong type for the synonym parameters is Algolia's 400")
  func badInput() throws {
    func message(_ name: String, _ value: JSONValue) -> String? {
      var parameters = SearchParameters(query: "home")
      parameters.extra[name] = value
      do {
        _ = try service.run(parameters)
        return nil
      } catch {
        return (error as? APIError).map { "\($0.status) \($0.message)" }
      }
    }
    #expect(message("synonyms", "maybe") == #"400 Invalid value for "synonyms" parameter, expected boolean"#)
    #expect(message("replaceSynonymsInHighlight", 3) == #"400 Invalid value for "replaceSynonymsInHighlight" parameter, expected boolean"#)
    #expect(message("alternativesAsExact", ["sometimes"])?.hasPrefix(#"400 Invalid value for "alternativesAsExact" parameter, expected array of"#) == true)
  }

  @Test("the synonyms are stored with the index and survive reopening")
  func stored() throws {
    let snapshot = try service.indexView("items").snapshot
    #expect(snapshot.synonymTable.synonyms == Self.synonyms)
  }
}

private let executable = TestIndex.executable

@Suite("Synonyms file")
struct SynonymsFileTests {
  @Test("`instantsearch import --synonyms` with a malformed file fails naming file, line and column; the previous index stays live with its synonyms",
    .enabled(if: executable != nil, "the instantsearch executable is not built next to the tests (swift build)"))
  func importCommand() throws {
    let root = TestIndex.temporaryDirectory()
    let directory = root + "/items"
    let records = root + "/records.ndjson"
    try Data(#"{"objectID":"1","name":"red trousers"}"#.utf8).write(to: URL(fileURLWithPath: records))
    func run(_ synonyms: String) throws -> (Int32, String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable!)
      process.arguments = ["import", records, "--index", directory, "--synonyms", synonyms]
      let errors = Pipe()
      process.standardError = errors
      try process.run()
      let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return (process.terminationStatus, message)
    }
    let good = try write(#"[{"objectID": "p", "type": "synonym", "synonyms": ["pants", "trousers"]}]"#)
    #expect(try run(good).0 == 0)
    #expect(try LocalSearchService(paths: [directory]).ids("pants") == ["1"])
    let bad = try write("[\n  {\"objectID\": \"q\", \"type\": \"oneWaySynonym\", \"synonyms\": [\"x\"]}\n]")
    let (status, message) = try run(bad)
    #expect(status != 0)
    #expect(message.contains("\(bad): line 2, column 3: synonym 1: Missing input for oneWaySynonym \"q\""), "\(message)")
    #expect(try LocalSearchService(paths: [directory]).ids("pants") == ["1"])
  }

  private func write(_ text: String) throws -> String {
    let path = TestIndex.temporaryDirectory() + "/synonyms.json"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test("Algolia's export format: a JSON array of synonym objects, every kind, both spellings of the types")
  func export() throws {
    let path = try write("""
      [
        {"objectID": "a", "type": "synonym", "synonyms": ["car", "auto"]},
        {"objectID": "b", "type": "onewaysynonym", "input": "tablet", "synonyms": ["ipad"]},
        {"objectID": "c", "type": "altcorrection1", "word": "foto", "corrections": ["photo"]},
        {"objectID": "d", "type": "altCorrection2", "word": "fone", "corrections": ["phone"]},
        {"objectID": "e", "type": "placeholder", "placeholder": "<n>", "replacements": ["1"]}
      ]
      """)
    let synonyms = try SynonymsFile.load(path)
    #expect(synonyms.map(\.kind) == [.synonym, .oneWaySynonym, .altCorrection1, .altCorrection2, .placeholder])
    #expect(synonyms[1].json == ["objectID": "b", "type": "oneWaySynonym", "input": "tablet", "synonyms": ["ipad"]])
  }

  @Test("a malformed file names the file, line and column")
  func malformed() throws {
    let syntax = try write("[\n  {\"objectID\": \"a\", \"type\": \"synonym\" \"synonyms\": []}\n]")
    #expect(throws: ImportError.self) { try SynonymsFile.load(syntax) }
    do { _ = try SynonymsFile.load(syntax) } catch {
      #expect(error.description.hasPrefix("\(syntax): "), "\(error)")
      #expect(error.description.contains("line 2, column 39: expected ','"), "\(error)")
    }
    let wrong = try write("[\n  {\"objectID\": \"a\", \"type\": \"synonym\", \"synonyms\": [\"x\", \"y\"]},\n  {\"objectID\": \"b\", \"type\": \"synonym\", \"synonyms\": \"x\"}\n]")
    do {
      _ = try SynonymsFile.load(wrong)
      Issue.record("no error")
    } catch {
      #expect(error.description == "\(wrong): line 3, column 3: synonym 2: synonyms of \"b\" must be an array of strings")
    }
    let kind = try write(#"[{"objectID": "a", "type": "antonym", "synonyms": ["x", "y"]}]"#)
    do {
      _ = try SynonymsFile.load(kind)
      Issue.record("no error")
    } catch {
      #expect(error.description.contains("line 1, column 2: synonym 1: Invalid type for synonym \"a\""), "\(error)")
    }
  }
}
