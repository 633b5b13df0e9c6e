import SearchModel

extension IndexSnapshot {
  /// The settings of each replica listed in the primary's `replicas` setting.
  ///
  /// Settings stored at import win. Otherwise a name ending in `_<attribute>_asc` or
  /// `_<attribute>_desc` (the usual sort-by replica naming, e.g. `products_price_asc`) gets the
  /// primary's settings with `asc(attribute)` / `desc(attribute)` ranked first; any other name
  /// gets the primary's settings unchanged.
  func replicaSettings() -> [(String, EngineSettings)] {
    var result: [(String, EngineSettings)] = []
    var names = settings.source.replicas ?? []
    for name in storedReplicaSettings.keys where !names.contains(name) { names.append(name) }
    for raw in names {
      let name = Self.replicaName(raw)
      guard name != self.name else { continue }
      if let stored = storedReplicaSettings[raw] ?? storedReplicaSettings[name] {
        result.append((name, EngineSettings(stored)))
        continue
      }
      var replica = settings.source
      replica.replicas = nil
      for direction in ["asc", "desc"] where name.hasSuffix("_" + direction) {
        let stem = name.dropLast(direction.count + 1)
        if let attribute = numerics.keys.sorted(by: { $0.count > $1.count }).first(where: { stem.hasSuffix("_" + $0) }) {
          replica.ranking = ["\(direction)(\(attribute))"] + (settings.source.ranking ?? RankingCriterion.names)
        }
      }
      result.append((name, EngineSettings(replica)))
    }
    return result
  }

  /// `virtual(name)` → `name`.
  static func replicaName(_ entry: String) -> String {
    AttributeDeclaration(entry).argument(of: "virtual") ?? entry
  }
}

extension RankingCriterion {
  /// The default `ranking` setting, as text.
  static let names = ["typo", "geo", "words", "filters", "proximity", "attribute", "exact", "custom"]
}
