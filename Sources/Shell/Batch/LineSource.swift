import Foundation

/// Lines of a script, read one at a time so that piped input is processed as it arrives.
public protocol LineSource {
  /// The next line, or nil at the end of input.
  mutating func nextLine() -> ScriptLine?
}

/// The lines of a string already in memory (a script file, a `-c` argument, a test).
public struct StringLineSource: LineSource {
  private var lines: [Substring]
  private var index = 0
  /// The name errors are reported under.
  public let source: String
  /// How line numbers are counted: 1, 2, 3… or a fixed number (for one `-c` argument).
  private let fixedNumber: Int?

  /// - Parameters:
  ///   - text: The whole script.
  ///   - source: The name used in `FILE:LINE:` messages.
  ///   - lineNumber: When set, every line reports this number (used for `-c` arguments).
  public init(text: String, source: String, lineNumber: Int? = nil) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    self.lines = lines
    self.source = source
    self.fixedNumber = lineNumber
  }

  public mutating func nextLine() -> ScriptLine? {
    guard index < lines.count else { return nil }
    defer { index += 1 }
    var text = String(lines[index])
    if text.hasSuffix("\r") { text.removeLast() }
    return ScriptLine(source: source, number: fixedNumber ?? index + 1, text: text)
  }
}

/// Standard input, line by line (a pipe or a redirected file).
public struct StandardInputLineSource: LineSource {
  private var number = 0

  public init() {}

  public mutating func nextLine() -> ScriptLine? {
    guard let text = readLine(strippingNewline: true) else { return nil }
    number += 1
    return ScriptLine(source: "<stdin>", number: number, text: text.hasSuffix("\r") ? String(text.dropLast()) : text)
  }
}
