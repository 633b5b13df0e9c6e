/// How much of an import's accumulated data stays in memory before it moves to files in the
/// generation directory (read back when the index is written, deleted before it is published).
///
/// The defaults bound an import's memory whatever its size, but for what each record adds in
/// place (its objectID, geo points, record offsets: about 60 bytes a demo record); specs lower
/// them to make small imports spill.
struct ImportMemory: Sendable {
  /// The bytes of word occurrences held before a run is spilled (`OccurrenceRun`).
  var occurrenceBudget: Int
  /// The facet or number pairs an attribute holds before a chunk is spilled (`SpilledPairs`).
  var pairsPerColumn: Int

  /// 256 MiB of occurrences (a million Best Buy-like records spill once, ten million demo
  /// records seven times), 2^18 pairs an attribute (3 MB of numbers, 2 MB of facet values).
  static let `default` = ImportMemory(occurrenceBudget: 256 << 20, pairsPerColumn: 1 << 18)
}
