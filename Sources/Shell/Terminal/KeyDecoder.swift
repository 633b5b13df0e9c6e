/// Turns the bytes a terminal sends into `Key`s.
///
/// Feed it bytes as they arrive; it returns the keys they complete and keeps an incomplete
/// sequence for the next call. A lone Esc is ambiguous (the Esc key, or the start of an arrow's
/// `ESC [ A`): the decoder keeps it pending, and the reader calls `flush()` when no byte followed
/// within a short delay, which makes it the Esc key — the rule vim and less follow
/// (`ttimeoutlen`). Understands the xterm/VT220 sequences that xterm, tmux, the Linux console and
/// rxvt send: CSI (`ESC [`) and SS3 (`ESC O`) cursor keys, `ESC [ n ~` editing keys, with or
/// without modifier parameters (`ESC [ 1 ; 5 C`).
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  public init() {}

  /// Whether bytes are waiting for more (a lone Esc, a partial sequence or UTF-8 character).
  public var hasPending: Bool { !pending.isEmpty }

  /// The keys completed by `bytes`.
  public mutating func feed<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> [Key] {
    pending.append(contentsOf: bytes)
    return decodePending(isFinal: false)
  }

  /// No more bytes came: what is pending is taken as it stands (a lone Esc is the Esc key).
  public mutating func flush() -> [Key] {
    decodePending(isFinal: true)
  }

  private mutating func decodePending(isFinal: Bool) -> [Key] {
    var keys: [Key] = []
    while !pending.isEmpty {
      guard let (key, length) = Self.decodeOne(pending[...], isFinal: isFinal) else { break }
      keys.append(key)
      pending.removeFirst(length)
    }
    return keys
  }

  /// The first key of `bytes` and its length, or nil when more bytes are needed.
  static func decodeOne(_ bytes: ArraySlice<UInt8>, isFinal: Bool) -> (Key, Int)? {
    let first = bytes[bytes.startIndex]
    switch first {
    case 0x1B: return decodeEscape(bytes, isFinal: isFinal)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x09: return (.tab, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x00: return (.control(" "), 1)
    case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
    case 0x1C...0x1F: return (.unknown([first]), 1)
    case 0x20..<0x80: return (.character(Character(Unicode.Scalar(first))), 1)
    default: return decodeUTF8(bytes, isFinal: isFinal)
    }
  }

  /// A UTF-8 character; an invalid byte becomes `.unknown` rather than stopping the stream.
  static func decodeUTF8(_ bytes: ArraySlice<UInt8>, isFinal: Bool) -> (Key, Int)? {
    let first = bytes[bytes.startIndex]
    let length: Int
    switch first {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (.unknown([first]), 1)
    }
    let available = bytes.prefix(length)
    for (offset, byte) in available.enumerated() where offset > 0 && byte & 0xC0 != 0x80 {
      return (.unknown(Array(bytes.prefix(offset))), offset)
    }
    guard available.count == length else {
      return isFinal ? (.unknown(Array(available)), available.count) : nil
    }
    guard let text = String(validating: Array(available), as: UTF8.self), let character = text.first else {
      return (.unknown(Array(available)), length)
    }
    return (.character(character), length)
  }

  /// Esc alone, Alt-key, or a CSI/SS3 sequence.
  static func decodeEscape(_ bytes: ArraySlice<UInt8>, isFinal: Bool) -> (Key, Int)? {
    let start = bytes.startIndex
    guard bytes.count > 1 else { return isFinal ? (.escape, 1) : nil }
    let second = bytes[start + 1]
    switch second {
    case UInt8(ascii: "["): return decodeCSI(bytes, isFinal: isFinal)
    case UInt8(ascii: "O"):
      guard bytes.count > 2 else { return isFinal ? (.alt("O"), 2) : nil }
      let final = bytes[start + 2]
      return (cursorKey(final) ?? (final == UInt8(ascii: "M") ? .enter : .unknown(Array(bytes.prefix(3)))), 3)
    case 0x1B:
      // Esc pressed twice: the first one is the key.
      return (.escape, 1)
    case 0x7F: return (.alt("\u{7F}"), 2)
    case 0x20..<0x7F: return (.alt(Character(Unicode.Scalar(second))), 2)
    default:
      return (.escape, 1)
    }
  }

  /// `ESC [` parameters (digits and `;`) and one final byte (0x40–0x7E). The Linux console's
  /// `ESC [ [ A` (F1–F5) is read as one unknown key.
  static func decodeCSI(_ bytes: ArraySlice<UInt8>, isFinal: Bool) -> (Key, Int)? {
    let start = bytes.startIndex
    var index = start + 2
    if index < bytes.endIndex, bytes[index] == UInt8(ascii: "[") {
      guard index + 1 < bytes.endIndex else { return isFinal ? (.unknown(Array(bytes)), bytes.count) : nil }
      return (.unknown(Array(bytes[start...(index + 1)])), index + 2 - start)
    }
    while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) { index += 1 }
    guard index < bytes.endIndex else {
      // Unfinished: wait, unless nothing more is coming.
      return isFinal ? (.unknown(Array(bytes)), bytes.count) : nil
    }
    let final = bytes[index]
    let length = index + 1 - start
    let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
    let first = parameters.split(separator: ";").first.map(String.init) ?? ""
    if let cursor = cursorKey(final) { return (cursor, length) }
    let key: Key
    switch final {
    case UInt8(ascii: "Z"): key = .backTab
    case UInt8(ascii: "~"):
      switch first {
      case "1", "7": key = .home
      case "4", "8": key = .end
      case "3": key = .delete
      case "5": key = .pageUp
      case "6": key = .pageDown
      default: key = .unknown(Array(bytes.prefix(length)))
      }
    default: key = .unknown(Array(bytes.prefix(length)))
    }
    return (key, length)
  }

  /// The arrow, Home and End keys by the final byte both `ESC [` and `ESC O` end them with.
  static func cursorKey(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    default: nil
    }
  }
}
