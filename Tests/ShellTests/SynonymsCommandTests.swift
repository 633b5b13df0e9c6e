import Foundation
import SearchEngine
import SearchModel
import Testing

@testable import Shell

@Suite("synonyms [TEXT]: the index's synonyms, in text and JSON")
@MainActor
struct SynonymsCommandTests {
  /// A small index imported with one synonym of each kind.
  static func index() throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("synonyms-\(UUID().uuidString)/garments").path
    _ = try IndexImporter(
      directory: directory,
      synonyms: [
        Synonym(objectID: "pants", kind: .synonym, synonyms: ["pants", "trousers"]),
        Synonym(objectID: "tablet", kind: .oneWaySynonym, synonyms: ["ipad"], input: "tablet"),
        Synonym(objectID: "foto", kind: .altCorrection1, word: "foto", corrections: ["photo"]),
        Synonym(objectID: "street", kind: .placeholder, placeholder: "<streetnumber>", replacements: ["1", "2"]),
      ]
    ).importRecords([["objectID": "1", "name": "red trousers"], ["objectID": "2", "name": "blue pants"]])
    return directory
  }

  @Test("lists every synonym, or those matching TEXT or --type; a query finds records through them; bad input is one line")
  func listing() async throws {
    let directory = try Self.index()
    let run = try await ShellRun.script(
      """
      synonyms
      synonyms trou
      synonyms --type placeholder
      synonyms nothing
      query pants
      expect hits 2
      set synonyms false
      query pants
      expect hits 1
      set synonyms often
      synonyms --type antonym

      """, name: "s.is"
    ) {
      $0.indexDirectories = [directory]
      $0.keepGoing = true
    }
    #expect(
      run.output.hasPrefix(
        """
        4 synonyms
          pants   synonym         pants = trousers
          tablet  oneWaySynonym   tablet -> ipad
          foto    altCorrection1  foto -> photo (1 typo)
          street  placeholder     <streetnumber> <- 1, 2
        1 synonym
          pants  synonym  pants = trousers
        1 synonym
          street  placeholder  <streetnumber> <- 1, 2
        no synonyms

        """), "\(run.output)")
    #expect(
      run.errors == """
        s.is:10: set: Invalid value for "synonyms" parameter, expected boolean
        s.is:11: synonyms: unknown type antonym (synonym, oneWaySynonym, altCorrection1, altCorrection2, placeholder)

        """)
  }

  @Test("--json prints Algolia's synonyms/search answer")
  func json() async throws {
    let directory = try Self.index()
    let run = try await ShellRun.script(nil, commands: ["synonyms tablet"]) {
      $0.indexDirectories = [directory]
      $0.json = true
    }
    let value = try JSONValue(parsing: Array(run.output.utf8))
    #expect(
      value == [
        "hits": [["objectID": "tablet", "type": "oneWaySynonym", "input": "tablet", "synonyms": ["ipad"]]], "nbHits": 1,
      ])
  }
}
