/// How a cell of the screen is drawn: one of the 16 ANSI colours and a few attributes.
///
/// Only the 16 colours every terminal has (the Linux console, a 16-colour xterm, tmux) are used,
/// so the same screen works everywhere. With colour off (`--color never`, `NO_COLOR`) the
/// renderer drops the colours and keeps bold, reverse and underline, which carry meaning (the
/// cursor row, the focused panel) without colour.
public struct TextStyle: Sendable, Hashable {
  /// An ANSI colour: 0–7 normal, 8–15 bright.
  public enum Color: UInt8, Sendable, Hashable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
  }

  public var foreground: Color?
  public var background: Color?
  public var isBold = false
  public var isDim = false
  public var isUnderlined = false
  public var isReversed = false

  public init(
    foreground: Color? = nil, background: Color? = nil, isBold: Bool = false, isDim: Bool = false,
    isUnderlined: Bool = false, isReversed: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.isBold = isBold
    self.isDim = isDim
    self.isUnderlined = isUnderlined
    self.isReversed = isReversed
  }

  /// The terminal's default look.
  public static let plain = TextStyle()

  /// This style with the reverse attribute (the cursor row).
  public var reversed: TextStyle {
    var style = self
    style.isReversed = true
    return style
  }

  /// The SGR sequence that sets this style from scratch (`ESC [ 0 ; ... m`).
  func sgr(colors: Bool) -> String {
    var codes = ["0"]
    if isBold { codes.append("1") }
    if isDim { codes.append("2") }
    if isUnderlined { codes.append("4") }
    if isReversed { codes.append("7") }
    if colors, let foreground {
      codes.append(foreground.rawValue < 8 ? "\(30 + foreground.rawValue)" : "\(90 + foreground.rawValue - 8)")
    }
    if colors, let background {
      codes.append(background.rawValue < 8 ? "\(40 + background.rawValue)" : "\(100 + background.rawValue - 8)")
    }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
