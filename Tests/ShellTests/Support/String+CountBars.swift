import Foundation

extension String {
  /// Refinement-list lines as `[x] Apple 37`: the count column's alignment and bars removed
  /// (specs about values and counts compare these; the layout has its own spec and the golden
  /// scripts).
  var withoutCountBars: String {
    let bars = CharacterSet(charactersIn: "█▏▎▍▌▋▊▉")
    return split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      let trimmed = String(line).trimmingCharacters(in: bars).replacingOccurrences(
        of: #"^(\s*\[[x ]\] .*?\S) +(\d+) *$"#, with: "$1 $2", options: .regularExpression)
      return trimmed.unicodeScalars.contains(where: bars.contains) ? String(line) : trimmed
    }.joined(separator: "\n")
  }
}
