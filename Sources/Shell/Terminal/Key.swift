/// One key press, as the full-screen mode understands it.
///
/// Terminals send most keys as a byte or an escape sequence; `KeyDecoder` turns those bytes into
/// keys. Printable input (any Unicode scalar, UTF-8 decoded) is `.character`; control bytes that
/// have no key of their own are `.control` with their letter (`Ctrl-A` is `.control("a")`).
public enum Key: Sendable, Hashable {
  /// Text: a printable Unicode scalar (Space included).
  case character(Character)
  case enter, tab, backTab, backspace, delete, escape
  case up, down, left, right, home, end, pageUp, pageDown
  /// Ctrl and a letter (lowercase), for the control bytes without a key of their own.
  case control(Character)
  /// Alt (Meta) and a character: Esc followed by it.
  case alt(Character)
  /// A sequence the decoder does not know (function keys, mouse reports...); ignored by screens.
  case unknown([UInt8])
}
