/// The bytes that turn what the terminal shows into a new `ScreenBuffer`.
///
/// With no previous buffer (first frame, after a resize) the screen is cleared and every
/// non-blank cell written; otherwise only cells that changed are, each run preceded by one
/// cursor move (`ESC [ row ; col H`) and one style change (`ESC [ 0 ; ... m`) when needed. The
/// cursor is hidden while drawing and put back where the buffer says. The bottom-right cell is
/// never written: on many terminals writing there scrolls the screen.
public enum ScreenDiff {
  /// Escape sequences and text turning `old` (nil: unknown) into `new`.
  ///
  /// - Parameter colors: whether colours are written (`--color`, `NO_COLOR`); attributes are.
  public static func render(from old: ScreenBuffer?, to new: ScreenBuffer, colors: Bool) -> String {
    let previous = (old?.rows == new.rows && old?.columns == new.columns) ? old : nil
    var output = "\u{1B}[?25l"
    if previous == nil { output += "\u{1B}[0m\u{1B}[H\u{1B}[2J" }
    // Every frame ends with the attributes reset, so the terminal starts each one plain.
    var style = TextStyle.plain
    var position: (row: Int, column: Int)? = nil
    for row in 0..<new.rows {
      var column = 0
      while column < new.columns {
        let cell = new[row, column]
        let unchanged = previous.map { $0[row, column] == cell } ?? (cell == .blank)
        let isLastCell = row == new.rows - 1 && column == new.columns - 1
        if unchanged || isLastCell || cell.text.isEmpty {
          column += 1
          continue
        }
        // A changed cell (a wide character's right half is written with its left half).
        if position.map({ $0 != (row, column) }) ?? true {
          output += "\u{1B}[\(row + 1);\(column + 1)H"
        }
        if style != cell.style {
          output += cell.style.sgr(colors: colors)
          style = cell.style
        }
        output += cell.text
        let width = max(1, DisplayWidth.of(cell.text))
        column += width
        position = (row, column)
      }
    }
    if style != .plain { output += "\u{1B}[0m" }
    if let cursor = new.cursor {
      output += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
    }
    return output
  }
}
