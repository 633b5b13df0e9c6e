extension StyledText {
  /// The line cut into pieces of at most `width` columns, at the blanks between words where it
  /// can: a piece ends at the last blank that fits (which is dropped), and only a word wider
  /// than `width` is cut inside. Styles carry over to the pieces.
  ///
  /// The live view's hit detail cut descriptions at the width, mid-word (`video cal` / `ls`);
  /// a person reads whole words, as a pager or `fold -s` shows them.
  public func wrapped(width: Int) -> [StyledText] {
    let width = Swift.max(1, width)
    var cells: [(character: Character, style: TextStyle, width: Int)] = []
    for run in runs {
      for character in run.text { cells.append((character, run.style, DisplayWidth.of(character))) }
    }
    var lines: [StyledText] = []
    var start = 0
    while start < cells.count {
      var end = start
      var used = 0
      while end < cells.count, used + cells[end].width <= width || end == start {
        used += cells[end].width
        end += 1
      }
      var next = end
      if end < cells.count, cells[end].character != " ",
        let blank = cells[start..<end].lastIndex(where: { $0.character == " " }), blank > start
      {
        end = blank
        next = blank + 1
      } else if end < cells.count, cells[end].character == " " {
        next = end + 1
      }
      var line = StyledText()
      for cell in cells[start..<end] { line.append(String(cell.character), style: cell.style) }
      lines.append(line.merged())
      start = next
    }
    return lines.isEmpty ? [StyledText()] : lines
  }

  /// The same text with neighbouring runs of one style joined.
  func merged() -> StyledText {
    var result = StyledText()
    for run in runs {
      if let last = result.runs.last, last.style == run.style {
        result.runs[result.runs.count - 1].text += run.text
      } else {
        result.runs.append(run)
      }
    }
    return result
  }
}
