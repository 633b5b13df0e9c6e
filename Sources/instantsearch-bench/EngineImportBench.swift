import Foundation
import SearchEngine
import SearchModel

/// `engine-import --spec FILE --dataset NAME --data FILE.ndjson --index DIR --out FILE.json [--synonyms FILE] [--rules FILE]`:
/// imports the NDJSON through `IndexImporter`, as `instantsearch import` does, and reports
/// records, seconds (file read to index published), index size on disk and peak memory.
struct EngineImportBench {
  let arguments: BenchArguments

  func run() throws {
    let spec = try BenchSpec(file: arguments.string("spec"), name: arguments.string("dataset"))
    let index = try arguments.string("index")
    try? FileManager.default.removeItem(atPath: index)
    let start = ProcessMetrics.now()
    // `--synonyms FILE`: the index stores them, as `instantsearch import --synonyms` does.
    let synonyms = try arguments.optionalString("synonyms").map(SynonymsFile.load) ?? []
    // `--rules FILE`: the query rules of the rule-heavy kind, as `instantsearch import --rules`.
    let rules = try arguments.optionalString("rules").map(RulesFile.load) ?? []
    let report = try IndexImporter(directory: index, settings: spec.settings, synonyms: synonyms, rules: rules)
      .importFiles([arguments.string("data")])
    let seconds = Double(ProcessMetrics.now() - start) / 1e9
    let result: JSONValue = .object([
      "records": .number(Double(report.imported)),
      "importSeconds": .number(seconds),
      "indexBytes": .number(Double(ProcessMetrics.directoryBytes(index))),
      "importPeakRSS": .number(Double(ProcessMetrics.residentBytes().peak)),
    ])
    try BenchOutput.write(result, to: arguments.string("out"))
  }
}
