import SearchModel

/// The built-in demo index: a deterministic, realistic product catalogue and its settings.
///
/// The shell opens it when no index is given, tests use it as a known corpus, and the benchmarks
/// measure the engine on it at 10k to 10M records. Nothing comes from outside the repository and
/// nothing depends on the machine: the same seed gives the same bytes everywhere.
///
/// ```swift
/// for record in DemoCatalog.records(count: 10_000) { ... }   // lazily built
/// let settings = DemoCatalog.settings                        // searchable/facet/ranking setup
/// ```
public enum DemoCatalog {
  /// The index name the demo is imported under.
  public static let indexName = "products"

  /// The seed used when none is given; changing it changes every record.
  public static let defaultSeed: UInt64 = 20_260_101

  /// The sizes the catalogue is designed for (the generator accepts any count from 0).
  public static let supportedCounts = 1_000...10_000_000

  /// The first `count` records, built lazily; the first `n` records never depend on `count`.
  public static func records(count: Int, seed: UInt64 = defaultSeed) -> DemoRecords {
    DemoRecords(count: count, seed: seed)
  }

  /// Department names, i.e. the values of `category` and `categories.lvl0`.
  public static var departments: [String] { DemoDepartment.all.map(\.name) }

  /// The main index's settings.
  ///
  /// Name and brand rank first; categories next; `description` is `unordered` because a match at
  /// its 40th word is as good as one at its first. `brand` is facet-searchable (many values), the
  /// hierarchy levels follow InstantSearch's hierarchicalMenu convention, and `price` / `rating` are
  /// facets for numeric refinements and facets_stats. Popularity breaks relevance ties.
  public static var settings: IndexSettings {
    var main = sharedSettings
    main.replicas = Array(replicaSettings.keys)
    return main
  }

  /// What the main index and its replicas have in common.
  private static var sharedSettings: IndexSettings {
    IndexSettings(
      searchableAttributes: [
        "name", "brand", "categories.lvl0", "categories.lvl1", "categories.lvl2", "unordered(description)",
      ],
      attributesForFaceting: [
        "searchable(brand)", "category", "categories.lvl0", "categories.lvl1", "categories.lvl2",
        "free_shipping", "price", "rating",
      ],
      customRanking: ["desc(popularity)", "desc(rating)"],
      attributesToSnippet: ["description:20"],
      hitsPerPage: 20,
      maxValuesPerFacet: 100
    )
  }

  /// The sort-by replicas (`products_price_asc`, `products_price_desc`) with their settings.
  ///
  /// Standard (not virtual) replicas: the sort criterion comes first in `ranking`, so results are
  /// ordered by price and relevance only breaks ties, as Algolia does for a "sort by price" menu.
  public static var replicaSettings: OrderedDictionary<String, IndexSettings> {
    var replicas = OrderedDictionary<String, IndexSettings>()
    for (suffix, criterion) in [("price_asc", "asc(price)"), ("price_desc", "desc(price)")] {
      var replica = sharedSettings
      replica.ranking = [criterion, "typo", "geo", "words", "filters", "proximity", "attribute", "exact", "custom"]
      replicas["\(indexName)_\(suffix)"] = replica
    }
    return replicas
  }
}
