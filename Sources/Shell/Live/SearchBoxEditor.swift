/// The live mode's search box: the text and cursor, edited with the usual keys.
///
/// Emacs/readline bindings, as at the prompt: Left/Right and Ctrl-B/F move, Home/End and
/// Ctrl-A/E jump, Backspace and Delete (or Ctrl-D inside the text) erase, Ctrl-W erases the word
/// before the cursor, Ctrl-U everything before it, Ctrl-K everything after it. Any printable
/// character (UTF-8 included) is inserted. A pure value, so its behaviour is specified alone.
public struct SearchBoxEditor: Sendable, Hashable {
  /// The characters of the text.
  public private(set) var characters: [Character]
  /// Where the next character goes (0 ... characters.count).
  public private(set) var cursor: Int

  /// A box holding `text`, the cursor at its end.
  public init(text: String = "") {
    characters = Array(text)
    cursor = characters.count
  }

  /// The text.
  public var text: String { String(characters) }

  /// Applies `key`; returns whether the text changed (and so a search is due). Keys the box
  /// does not use change nothing.
  @discardableResult
  public mutating func apply(_ key: Key) -> Bool {
    let before = characters
    switch key {
    case .character(let character): insert(character)
    case .left, .control("b"): cursor = max(0, cursor - 1)
    case .right, .control("f"): cursor = min(characters.count, cursor + 1)
    case .home, .control("a"): cursor = 0
    case .end, .control("e"): cursor = characters.count
    case .backspace, .control("h"):
      if cursor > 0 {
        characters.remove(at: cursor - 1)
        cursor -= 1
      }
    case .delete, .control("d"):
      if cursor < characters.count { characters.remove(at: cursor) }
    case .control("w"):
      var start = cursor
      while start > 0, characters[start - 1].isWhitespace { start -= 1 }
      while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
      characters.removeSubrange(start..<cursor)
      cursor = start
    case .control("u"):
      characters.removeSubrange(0..<cursor)
      cursor = 0
    case .control("k"):
      characters.removeSubrange(cursor...)
    default: break
    }
    return characters != before
  }

  private mutating func insert(_ character: Character) {
    characters.insert(character, at: cursor)
    cursor += 1
  }

  /// The display column of the cursor (wide characters count two).
  public var cursorColumn: Int {
    DisplayWidth.of(String(characters[..<cursor]))
  }
}
