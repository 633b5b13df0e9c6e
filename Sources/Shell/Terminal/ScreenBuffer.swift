/// What the screen should show: a grid of cells and where the cursor is.
///
/// Views draw into a fresh buffer on every change; `ScreenDiff` compares it with the buffer on
/// the terminal and writes only the cells that differ, so nothing flickers and a keystroke
/// costs a few bytes. A wide character takes two cells: its own and a continuation cell
/// (empty text) after it.
public struct ScreenBuffer: Sendable, Hashable {
  /// One character cell.
  public struct Cell: Sendable, Hashable {
    /// The character (a grapheme), " " when blank, "" for the right half of a wide character.
    public var text: String
    public var style: TextStyle

    public static let blank = Cell(text: " ", style: .plain)
  }

  public let rows: Int
  public let columns: Int
  public private(set) var cells: [Cell]
  /// Where the terminal's cursor is left (row, column), or nil to hide it.
  public var cursor: (row: Int, column: Int)? {
    get { cursorRow.map { ($0, cursorColumn) } }
    set {
      cursorRow = newValue?.row
      cursorColumn = newValue?.column ?? 0
    }
  }
  private var cursorRow: Int?
  private var cursorColumn = 0

  /// A blank screen of `rows` × `columns` (at least 1 × 1).
  public init(rows: Int, columns: Int) {
    self.rows = max(1, rows)
    self.columns = max(1, columns)
    cells = Array(repeating: .blank, count: self.rows * self.columns)
  }

  public subscript(row: Int, column: Int) -> Cell {
    cells[row * columns + column]
  }

  /// Writes `text` at (`row`, `column`), clipped to `width` columns (to the right edge by
  /// default); returns the column after the last one written.
  @discardableResult
  public mutating func put(_ text: StyledText, row: Int, column: Int, width: Int? = nil) -> Int {
    guard row >= 0, row < rows, column >= 0, column < columns else { return column }
    let limit = min(columns, column + (width ?? columns))
    var at = column
    for run in text.runs {
      for character in run.text {
        let characterWidth = DisplayWidth.of(character)
        if characterWidth == 0 { continue }
        if at + characterWidth > limit { return at }
        cells[row * columns + at] = Cell(text: String(character), style: run.style)
        if characterWidth == 2 { cells[row * columns + at + 1] = Cell(text: "", style: run.style) }
        at += characterWidth
      }
    }
    return at
  }

  /// Writes plain `text` in `style`.
  @discardableResult
  public mutating func put(_ text: String, row: Int, column: Int, width: Int? = nil, style: TextStyle = .plain) -> Int {
    put(StyledText(text, style: style), row: row, column: column, width: width)
  }

  /// Paints `width` cells from (`row`, `column`) blank in `style` (a highlighted row's background).
  public mutating func fill(row: Int, column: Int, width: Int, style: TextStyle) {
    guard row >= 0, row < rows else { return }
    for at in max(0, column)..<min(columns, column + width) {
      cells[row * columns + at] = Cell(text: " ", style: style)
    }
  }

  /// The text of one row, trailing blanks removed (specs read the screen this way).
  public func line(_ row: Int) -> String {
    var text = ""
    for column in 0..<columns { text += self[row, column].text }
    while text.last == " " { text.removeLast() }
    return text
  }
}
