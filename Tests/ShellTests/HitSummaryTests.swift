import Foundation
import SearchEngine
import SearchModel
import Testing

@testable import Shell

/// Issue 11, item 6: a hit's summary line shows the attributes the query matched first, so a
/// movie found by its cast shows the cast, and long text shows the words around the match.
@Suite("hit summary: what the query matched comes first")
struct HitSummaryTests {
  static let cast = ["Tim Allen", "Joan Cusack", "Tom Hanks", "Don Rickles", "Wallace Shawn", "John Ratzenberger"]
  static let extract =
    "Toy Story 3 is a 2010 American computer-animated comedy film produced by Pixar Animation Studios; its voice cast includes Tom Hanks, Tim Allen, Joan Cusack and Ned Beatty."

  @MainActor
  private func run(_ script: String) async throws -> ShellRun {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("movies-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let records: [JSONValue] = [
      [
        "objectID": "171", "title": "Toy Story 3", "year": 2010, "genres": ["Animated", "Comedy"],
        "href": "Toy_Story_3", "thumbnail_width": 220, "cast": .array(Self.cast.map(JSONValue.string)),
        "extract": .string(Self.extract),
      ],
      ["objectID": "2", "title": "Big", "year": 1988, "cast": ["Tom Hanks", "Elizabeth Perkins"]],
    ]
    let settings = IndexSettings(searchableAttributes: ["title", "cast", "genres", "unordered(extract)"])
    _ = try IndexImporter(directory: directory, settings: settings).importRecords(records)
    return try await ShellRun.script(script, configure: { $0.indexDirectories = [directory] })
  }

  @Test("a movie found by its cast leads with the matching cast members, then the matched text around the match")
  @MainActor
  func castFirst() async throws {
    let run = try await self.run("query hanks\n")
    #expect(run.errors.isEmpty)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.contains("  2. Toy Story 3"))
    #expect(
      lines.contains(
        "     cast: [Tom *Hanks*, ...] · extract: ...cast includes Tom *Hanks*, Tim Allen, Joan Cusack and... · year: 2010 · genres: [Animated, Comedy] · objectID: 171"
      ), "\(run.output)")
    #expect(lines.contains("     cast: [Tom *Hanks*, ...] · year: 1988 · objectID: 2"), "\(run.output)")
  }

  @Test("a hit found by its title keeps the record's order: text repeating the title's match adds nothing")
  @MainActor
  func titleOnly() async throws {
    let run = try await self.run("query big\n")
    #expect(run.output == "1 results\n  1. *Big*\n     year: 1988 · cast: [Tom Hanks, Elizabeth Perkins] · objectID: 2\n")
    // The extract matches "toy" too, as the title does: not shown.
    let toy = try await self.run("query toy\n")
    #expect(
      toy.output
        == "1 results\n  1. *Toy* Story 3\n     year: 2010 · genres: [Animated, Comedy] · href: Toy_Story_3 · thumbnail_width: 220 · objectID: 171\n")
  }

  @Test("an excerpt is cut between words around the first match, never inside a long match")
  func excerpt() {
    let formatter = HitFormatter(style: Style(isEnabled: false))
    let long = TaggedString(String(repeating: "word ", count: 20) + "<em>" + String(repeating: "m", count: 80) + "</em> tail")
    let cut = formatter.excerpt(long, width: 60)
    #expect(cut.hasPrefix("...") && cut.contains("*mmm") && cut.count <= 70)
    #expect(formatter.excerpt(TaggedString("short <em>match</em>"), width: 60) == "short *match*")
  }
}
