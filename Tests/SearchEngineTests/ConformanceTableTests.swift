import Foundation
import Testing
import SearchModel
@testable import SearchEngine

/// The package root (this file is Tests/SearchEngineTests/ConformanceTableTests.swift).
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()
private let specPath = packageRoot.deletingLastPathComponent().path + "/shared/specs/algolia/search.yml"

/// The property names of a schema of Algolia's OpenAPI description, following `allOf` references.
///
/// The file's layout is regular (schemas at four spaces under `components.schemas`, their
/// `properties:` at six, property names at eight, `allOf` references at eight), which is all this
/// reads: no YAML library is needed for a list of names.
private func propertyNames(of schema: String, in lines: [Substring]) -> [String] {
  guard let start = lines.firstIndex(of: Substring("    \(schema):")) else { return [] }
  var names: [String] = []
  var inProperties = false
  for line in lines[(start + 1)...] {
    if line.hasPrefix("    ") && !line.hasPrefix("     ") && !line.trimmingCharacters(in: .whitespaces).isEmpty { break }
    if line == "      properties:" {
      inProperties = true
      continue
    }
    if line.hasPrefix("      ") && !line.hasPrefix("       ") { inProperties = false }
    if line.hasPrefix("        - $ref: '#/components/schemas/") {
      let name = line.dropFirst("        - $ref: '#/components/schemas/".count).dropLast()
      names += propertyNames(of: String(name), in: lines)
    } else if inProperties, line.hasPrefix("        "), !line.hasPrefix("         "), line.hasSuffix(":") {
      names.append(String(line.dropFirst(8).dropLast()))
    }
  }
  return names
}

@Suite("Conformance: every parameter and setting of Algolia's API description is classified")
struct ConformanceTableTests {
  @Test(
    "the engine's table names exactly the spec's searchParamsObject and indexSettings, each on its side",
    .enabled(if: FileManager.default.fileExists(atPath: specPath), "../shared/specs/algolia/search.yml is absent"))
  func matchesSpec() throws {
    let text = try String(contentsOfFile: specPath, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let parameters = Set(propertyNames(of: "searchParamsObject", in: lines))
    let settings = Set(propertyNames(of: "indexSettings", in: lines))
    #expect(parameters.count > 60 && settings.count > 55, "the spec reader found too few names")
    let table = Set(EngineConformance.entries.map(\.name))
    #expect(table.count == EngineConformance.entries.count, "a name is listed twice")
    #expect(table.subtracting(parameters.union(settings)).sorted() == [], "names the spec does not have")
    #expect(parameters.union(settings).subtracting(table).sorted() == [], "names of the spec left unclassified")
    for entry in EngineConformance.entries {
      #expect((entry.asParameter != .absent) == parameters.contains(entry.name), "\(entry.name) as a search parameter")
      #expect((entry.asSetting != .absent) == settings.contains(entry.name), "\(entry.name) as an index setting")
    }
  }

  @Test("the README's conformance table is the one the engine's classification renders (scripts/conformance-table)")
  func readmeMatchesEngine() throws {
    let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let begin = "<!-- conformance-table:begin -->\n"
    let end = "<!-- conformance-table:end -->"
    let start = try #require(readme.range(of: begin), "README.md has no conformance table markers")
    let stop = try #require(readme.range(of: end, range: start.upperBound..<readme.endIndex))
    #expect(String(readme[start.upperBound..<stop.lowerBound]) == EngineConformance.markdownTable)
  }

  @Test("the documented no-ops are exactly the ones that cannot mean anything on one machine")
  func noOps() {
    let noOps = EngineConformance.entries.filter { $0.asParameter == .noOp || $0.asSetting == .noOp }.map(\.name)
    #expect(
      Set(noOps) == [
        "analytics", "analyticsTags", "clickAnalytics", "enableABTest", "enablePersonalization",
        "personalizationImpact", "userToken", "enableReRanking", "reRankingApplyFilter", "aroundLatLngViaIP",
        "percentileComputation", "semanticSearch", "mode", "allowCompressionOfIntegerArray",
      ])
  }
}
