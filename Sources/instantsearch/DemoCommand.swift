import ArgumentParser
import Shell
import DemoData
import Foundation
import SearchEngine
import SearchModel

/// `instantsearch demo`: writes the built-in demo catalogue, for people, scripts and benchmarks.
///
/// The catalogue is generated, not shipped: `--count` picks its size (the first N records are the
/// same whatever N is), `--seed` another catalogue of the same shape.
struct DemoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Generate the demo product catalogue (deterministic, 1k to 10M records).",
    discussion: HelpReflow.paragraphs(
      """
        Writes NDJSON, one product per line, with objectID, name, description, brand, category, \
        categories.lvl0..2, price, rating, free_shipping, popularity, _tags and _geoloc; or, with \
        --index, builds an index from it directly (with its price-sorted replicas products_price_asc \
        and products_price_desc). The same --count and --seed always give the same records.
        """)
  )

  @Option(name: .long, help: "Number of records (\(DemoCatalog.supportedCounts.lowerBound)...\(DemoCatalog.supportedCounts.upperBound)).")
  var count: Int = 10_000

  @Option(name: .long, help: "Seed of the generator; another seed gives another catalogue.")
  var seed: UInt64 = DemoCatalog.defaultSeed

  @Option(name: .long, help: "NDJSON file to write ('-' for standard output).")
  var out: String?

  @Option(name: .long, help: "Index directory to build instead of writing NDJSON (its folder name is the index name).")
  var index: String?

  func validate() throws {
    guard DemoCatalog.supportedCounts.contains(count) else {
      throw ValidationError(
        "--count must be between \(DemoCatalog.supportedCounts.lowerBound) and \(DemoCatalog.supportedCounts.upperBound), got \(count)")
    }
    if out != nil && index != nil { throw ValidationError("give either --out or --index, not both") }
  }

  func run() async throws {
    // Failures name the file and the reason; ArgumentParser prints them as `Error: ...`.
    guard let index else {
      try DemoCatalogExport.writeNDJSON(DemoCatalog.records(count: count, seed: seed), to: out ?? "-")
      return
    }
    let report = try DemoIndex.build(at: index, count: count, seed: seed)
    let seconds = String(format: "%.1f", report.seconds)
    FileHandle.standardError.write(Data("demo: \(report.imported) records into \(report.directory) in \(seconds) s\n".utf8))
  }
}
