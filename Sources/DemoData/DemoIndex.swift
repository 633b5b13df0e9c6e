import Foundation
import SearchEngine
import SearchModel

/// Builds the demo catalogue into an index directory through the engine's importer.
///
/// The shell uses it to create the default index on first start, and `instantsearch demo --index`
/// to build one of any size. Records go straight from the generator to the importer, never through
/// a file. The price replicas (`products_price_asc`, `products_price_desc`) are stored with the
/// index and share its records, so they cost settings, not a second copy of the catalogue.
public enum DemoIndex {
  /// Builds the demo index of `count` records in `directory` (its folder name is the index name).
  public static func build(
    at directory: String, count: Int, seed: UInt64 = DemoCatalog.defaultSeed,
    progress: (@Sendable (ImportProgress) -> Void)? = nil
  ) throws(ImportError) -> ImportReport {
    let records = DemoCatalog.records(count: count, seed: seed).lazy.map(JSONValue.object)
    let importer = IndexImporter(
      directory: directory, settings: DemoCatalog.settings, replicaSettings: DemoCatalog.replicaSettings)
    return try importer.importRecords(records, progress: progress)
  }
}
