import Foundation
import Testing
import SearchModel
@testable import SearchEngine

/// A damaged index is refused with `path: reason`, never a crash or a read out of bounds, whether
/// the damage is caught by a checksum (bit flips, truncation) or only by the structure (sections
/// swapped with their checksums, or a writer bug the checksums faithfully cover). Headers, section
/// tables, small sections' checksums and the tables that follow the record count are checked at
/// open; the posting lists term by term when a search first reads them, and a record's block
/// when a record is read, so such damage may be refused by the first search that reaches it.
@Suite("Corrupt index files")
struct CorruptIndexTests {
  /// An index with text, a facet, a number and geo points; returns its live generation.
  static func sample() throws -> (directory: String, generation: String) {
    let directory = TestIndex.temporaryDirectory() + "/items"
    let records: [JSONValue] = (0..<40).map { i in
      [
        "objectID": .string("r\(i)"), "title": .string("phone \(i) camera"), "brand": .string(["a", "b", "c"][i % 3]),
        "price": .number(Double(i)), "_geoloc": ["lat": .number(48 + Double(i) / 100), "lng": 2],
        // Several values a record: a facet and a numeric attribute with offsets into their values.
        "tags": [.string("t\(i % 4)"), "all"], "sizes": [.number(Double(i)), .number(Double(i + 1))],
      ]
    }
    _ = try IndexImporter(directory: directory, settings: IndexSettings(attributesForFaceting: ["brand", "tags"]))
      .importRecords(records)
    return (directory, try IndexDirectory.liveGeneration(of: directory))
  }

  /// Rewrites `file` of the live generation with `edit`.
  static func edit(_ generation: String, _ file: String, _ edit: (inout [UInt8]) -> Void) throws {
    let url = URL(fileURLWithPath: generation + "/" + file)
    var bytes = Array(try Data(contentsOf: url))
    edit(&bytes)
    try Data(bytes).write(to: url)
  }

  /// Every word of the sample's records, each searched once, so a search reaches every term.
  static let words = ["phone camera", "a", "b", "c"] + (0..<40).map { "\($0)" }

  /// Opens the index and searches every word of the sample: either it opens and answers (the
  /// damage hit nothing the engine reads) or it is refused, at open or by the first search that
  /// reaches the damage, with `path: reason` naming a file of the generation (returned).
  static func openOrRefuse(_ sample: (directory: String, generation: String)) -> String? {
    let service: LocalSearchService
    do {
      service = try LocalSearchService(paths: [sample.directory])
    } catch {
      #expect(error.path.hasPrefix(sample.generation) && !error.reason.isEmpty, "\(error)")
      return error.description
    }
    var searches = words.map { SearchParameters(query: $0, facets: ["*"], aroundLatLng: "48.1, 2") }
    searches.append(SearchParameters(filters: "price > 3 AND brand:a"))
    for parameters in searches {
      do {
        _ = try service.run(parameters)
      } catch {
        let prefix = "Index items is corrupt: "
        let refusal = error as? APIError
        #expect(refusal?.status == 500 && refusal?.message.hasPrefix(prefix + sample.generation) == true, "\(error)")
        return String((refusal?.message ?? "\(error)").dropFirst(prefix.count))
      }
    }
    return nil
  }

  @Test("postings naming a record that does not exist are refused (found by the index-file fuzzer)")
  func postingBeyondRecordCount() throws {
    let sample = try Self.sample()
    try Self.edit(sample.generation, "text.isx") { bytes in
      let docs = IndexFileSurgery.section(named: "docs", in: bytes)!
      IndexFileSurgery.store(&bytes, docs.lowerBound, UInt32(1000))
      IndexFileSurgery.repairChecksums(&bytes)
    }
    let refusal = Self.openOrRefuse(sample)
    #expect(refusal == sample.generation + "/text.isx: inconsistent posting tables")
  }

  @Test("two sections swapped together with their checksums are refused by the structure checks")
  func swappedSections() throws {
    let sample = try Self.sample()
    try Self.edit(sample.generation, "text.isx") { IndexFileSurgery.swapSections("docs", "positions", in: &$0) }
    #expect(Self.openOrRefuse(sample) != nil)
  }

  @Test(
    "an index entry pointing past its table is refused, in every table that indexes another",
    arguments: [
      ("text.isx", "postStart"), ("text.isx", "typoOrder"), ("text.isx", "typoGroups"), ("text.isx", "docs"),
      ("text.isx", "docOff"),
      ("text.isx", "posOff"), ("facets.isx", "f1.doff"), ("facets.isx", "f0.dval"), ("facets.isx", "f1.dval"),
      ("facets.isx", "f0.poff"), ("facets.isx", "f0.pbyt"), ("numbers.isx", "n1.off"), ("numbers.isx", "n0.code"),
      ("numbers.isx", "n1.code"), ("numbers.isx", "n0.vs"), ("numbers.isx", "n0.sd"), ("numbers.isx", "geo.off"),
      ("records.isx", "blockOff"), ("records.isx", "idSorted"), ("records.isx", "idOffsets"),
    ])
  func entryPastItsTable(file: String, section: String) throws {
    let sample = try Self.sample()
    try Self.edit(sample.generation, file) { bytes in
      let range = IndexFileSurgery.section(named: section, in: bytes)!
      // An entry that indexes another table (not the first of an offset table, always 0, nor a
      // typo group's first byte or length), set far past anything it can index.
      let entry = section == "typoGroups" ? 8 : min(4, range.count - 4)
      IndexFileSurgery.store(&bytes, range.lowerBound + entry, UInt32(0x7FFF_FFF0))
      IndexFileSurgery.repairChecksums(&bytes)
    }
    #expect(Self.openOrRefuse(sample) != nil, "\(file) \(section)")
  }

  @Test("a facet value's damaged record list is refused by the first filter reading it, and by check; other searches answer")
  func damagedFacetRecords() throws {
    let sample = try Self.sample()
    try Self.edit(sample.generation, "facets.isx") { bytes in
      // Every byte of brand's record blocks: a width past 32 in each value's first block.
      let blocks = IndexFileSurgery.section(named: "f0.pdoc", in: bytes)!
      for offset in blocks.dropLast(DocBlockCodec.padding) { bytes[offset] = 0xFF }
      IndexFileSurgery.repairChecksums(&bytes)
    }
    let service = try LocalSearchService(paths: [sample.directory])
    #expect(try service.run(SearchParameters(query: "phone")).nbHits == 40)
    #expect(try service.run(SearchParameters(filters: "tags:all")).nbHits == 40)
    #expect {
      _ = try service.run(SearchParameters(filters: "brand:a"))
    } throws: { error in
      "\(error)".contains("Index items is corrupt: ") && "\(error)".contains("facets.isx: inconsistent facet tables for brand")
    }
    #expect(throws: IndexFormatError.self) { try service.indexView("items").snapshot.verifyStructure() }
  }

  @Test("bit flips and truncations anywhere in any file are refused with path: reason, or harmless")
  func flipsAndTruncations() throws {
    let pristine = try Self.sample()
    let files = try FileManager.default.contentsOfDirectory(atPath: pristine.generation).sorted()
    var refused = 0, tried = 0
    for file in files {
      let original = Array(try Data(contentsOf: URL(fileURLWithPath: pristine.generation + "/" + file)))
      for step in 0..<24 {
        let at = original.count * step / 24 + step % 7
        for truncate in [false, true] {
          try Self.edit(pristine.generation, file) { bytes in
            bytes = original
            if truncate { bytes.removeSubrange(at...) } else { bytes[at] ^= 1 << (step % 8) }
          }
          tried += 1
          if Self.openOrRefuse(pristine) != nil { refused += 1 }
        }
      }
      try Data(original).write(to: URL(fileURLWithPath: pristine.generation + "/" + file))
    }
    // Only flips inside the record blobs (verified when read, not at open) may open.
    #expect(refused >= tried - 24, "\(refused) of \(tried) refused")
  }
}
