import ArgumentParser
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
    discussion: """
      Writes NDJSON, one product per line, with objectID, name, description, brand, category,
      categories.lvl0..2, price, rating, free_shipping, popularity, _tags and _geoloc.
      The same --count and --seed always give the same bytes.
      """
  )

  @Option(name: .long, help: "Number of records (\(DemoCatalog.supportedCounts.lowerBound)...\(DemoCatalog.supportedCounts.upperBound)).")
  var count: Int = 10_000

  @Option(name: .long, help: "Seed of the generator; another seed gives another catalogue.")
  var seed: UInt64 = DemoCatalog.defaultSeed

  @Option(name: .long, help: "NDJSON file to write ('-' for standard output).")
  var out: String = "-"

  func validate() throws {
    guard DemoCatalog.supportedCounts.contains(count) else {
      throw ValidationError(
        "--count must be between \(DemoCatalog.supportedCounts.lowerBound) and \(DemoCatalog.supportedCounts.upperBound), got \(count)")
    }
  }

  func run() async throws {
    // A failure names the file and the reason; ArgumentParser prints it as `Error: ...`.
    try DemoCatalogExport.writeNDJSON(DemoCatalog.records(count: count, seed: seed), to: out)
  }
}
