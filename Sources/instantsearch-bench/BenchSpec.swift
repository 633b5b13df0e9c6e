import Foundation
import SearchModel

/// One dataset's benchmark description from `scripts/bench-engine/datasets.json`: the settings the
/// engine imports with and the per-query workload (highlighted attributes, the two facets). The
/// peers read the same file, so all engines answer the same question.
struct BenchSpec {
  var settings: IndexSettings
  var highlight: [String]
  var facets: [String]

  /// The spec named `name` (`demo-100k` uses `demo`).
  init(file: String, name: String) throws {
    let base = String(name.split(separator: "-").first ?? Substring(name))
    let document = try JSONValue(parsing: Data(contentsOf: URL(fileURLWithPath: file)))
    guard let spec = document[base]?.objectValue else {
      throw BenchArguments.Invalid(message: "\(file): no dataset named \(base)")
    }
    let settings = spec["settings"]?.objectValue ?? [:]
    func list(_ value: JSONValue?) -> [String]? { value?.arrayValue?.compactMap(\.stringValue) }
    self.settings = IndexSettings(
      searchableAttributes: list(settings["searchableAttributes"]),
      attributesForFaceting: list(settings["attributesForFaceting"]),
      customRanking: list(settings["customRanking"])
    )
    highlight = list(spec["highlight"]) ?? []
    facets = list(spec["facets"]) ?? []
  }
}
