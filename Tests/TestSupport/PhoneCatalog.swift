import Foundation
import SearchEngine
import SearchModel

/// The small phone catalogue the specs that compare two ways of searching one index share (the
/// engine in-process and over HTTP; the shell on a local index and through `--hosts`): seven
/// phones and tablets of five brands, `brand` searchable for facet values, ranked by price.
public enum PhoneCatalog {
  /// The records, in import order.
  public static let records: [JSONValue] = [
    ["objectID": "1", "name": "Apple iPhone 15", "brand": "Apple", "price": 799, "_tags": ["phone"]],
    ["objectID": "2", "name": "Samsung Galaxy S24", "brand": "Samsung", "price": 899, "_tags": ["phone"]],
    ["objectID": "3", "name": "Apple iPad Air", "brand": "Apple", "price": 599, "_tags": ["tablet"]],
    ["objectID": "4", "name": "Google Pixel 8", "brand": "Google", "price": 699, "_tags": ["phone"]],
    ["objectID": "5", "name": "Samsung Galaxy Tab S9", "brand": "Samsung", "price": 499, "_tags": ["tablet"]],
    ["objectID": "6", "name": "Apple iPhone 15 Pro", "brand": "Apple", "price": 999, "_tags": ["phone"]],
    ["objectID": "7", "name": "Sony Xperia 1", "brand": "Sony", "price": 1099, "_tags": ["phone"]],
  ]

  /// Its settings.
  public static let settings = IndexSettings(
    searchableAttributes: ["name", "brand"], attributesForFaceting: ["searchable(brand)", "price"],
    customRanking: ["desc(price)"])

  /// Builds the index as `ROOT/phones` in a new temporary folder named after `label`; returns
  /// both (remove `root` when done).
  public static func makeIndex(label: String) throws -> (directory: String, root: String) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)").path
    let directory = root + "/phones"
    _ = try IndexImporter(directory: directory, settings: settings).importRecords(records)
    return (directory, root)
  }
}
