extension EngineConformance {
  /// The README's conformance table: one row per name, alphabetical, with what the engine does
  /// as a search parameter and as an index setting (`—` where Algolia has no such use).
  ///
  /// `scripts/conformance-table` writes it into the README between its markers; a test compares
  /// the two, so the README cannot drift from the engine.
  public static var markdownTable: String {
    let rows = entries.sorted { $0.name.lowercased() < $1.name.lowercased() }
    var lines = [
      "| Parameter or setting | As a search parameter | As an index setting | What the engine does |",
      "| --- | --- | --- | --- |",
    ]
    for entry in rows {
      lines.append(
        "| `\(entry.name)` | \(entry.asParameter.rawValue) | \(entry.asSetting.rawValue) | \(entry.note) |")
    }
    let count = { (support: Conformance) in
      entries.filter { $0.asParameter == support || $0.asSetting == support }.count
    }
    lines.append("")
    lines.append(
      "\(entries.count) names: \(count(.honoured)) honoured, \(count(.noOp)) documented no-ops, "
        + "\(count(.refused)) refused (in at least one of the two uses).")
    return lines.joined(separator: "\n") + "\n"
  }
}
