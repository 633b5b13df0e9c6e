/// The count column of a refinement list as people scan it: counts right-aligned in one column,
/// each followed by a bar proportional to the largest count of its list (`[ ] Samsung   130 ████▌`).
///
/// Bars are at most `width` cells, drawn in eighths of a cell (`▏▎▍▌▋▊▉█`) so that close counts
/// still differ; a non-zero count always gets at least the thinnest bar.
struct CountBar {
  /// The widest bar, in cells.
  static let width = 10
  private static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

  /// The bar of `count` in a list whose largest count is `maximum`.
  static func bar(_ count: Int, maximum: Int) -> String {
    guard count > 0, maximum > 0 else { return "" }
    let total = max(1, (count * width * 8 + maximum / 2) / maximum)
    let full = total / 8
    let partial = total % 8
    return String(repeating: "█", count: full) + (partial > 0 ? String(eighths[partial - 1]) : "")
  }

  /// Lines `PREFIX LABEL  COUNT BAR` for rows of (prefix, label, count, maximum), labels padded to
  /// one column and counts right-aligned, so the counts and bars line up.
  static func lines(_ rows: [(prefix: String, label: String, count: Int, maximum: Int)]) -> [String] {
    let labelWidth = rows.map { DisplayWidth.of($0.prefix) + DisplayWidth.of($0.label) }.max() ?? 0
    let countWidth = rows.map { String($0.count).count }.max() ?? 0
    return rows.map { row in
      let used = DisplayWidth.of(row.prefix) + DisplayWidth.of(row.label)
      let count = String(row.count)
      let bar = bar(row.count, maximum: row.maximum)
      let line = row.prefix + row.label + String(repeating: " ", count: labelWidth - used) + "  "
        + String(repeating: " ", count: countWidth - count.count) + count + (bar.isEmpty ? "" : " " + bar)
      return line
    }
  }
}
