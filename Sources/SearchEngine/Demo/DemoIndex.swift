import Foundation
import SearchModel

/// Builds the demo catalogue into index directories through the engine's importer.
///
/// The shell uses it to create the default index on first start, and `instantsearch demo --index`
/// to build one of any size. Records go straight from the generator to the importer, never through
/// a file. Replicas are separate indexes in sibling directories named after them
/// (`products_price_asc` next to `products`), each with its own settings, as Algolia stores them.
public enum DemoIndex {
  /// Builds the main index in `directory` and, when `withReplicas`, the price replicas beside it.
  /// Returns one report per index built, main index first.
  public static func build(
    at directory: String, count: Int, seed: UInt64 = DemoCatalog.defaultSeed, withReplicas: Bool = false,
    progress: (@Sendable (ImportProgress) -> Void)? = nil
  ) throws(ImportError) -> [ImportReport] {
    let records = DemoCatalog.records(count: count, seed: seed).lazy.map(JSONValue.object)
    var settings = DemoCatalog.settings
    if !withReplicas { settings.replicas = nil }
    var reports = [
      try IndexImporter(directory: directory, settings: settings).importRecords(records, progress: progress)
    ]
    guard withReplicas else { return reports }
    let parent = (directory as NSString).deletingLastPathComponent
    for (name, replicaSettings) in DemoCatalog.replicaSettings {
      let replicaDirectory = parent.isEmpty ? name : (parent as NSString).appendingPathComponent(name)
      reports.append(
        try IndexImporter(directory: replicaDirectory, settings: replicaSettings).importRecords(records, progress: progress))
    }
    return reports
  }
}
