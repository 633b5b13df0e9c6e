import Foundation
import SearchModel

/// Writes command output to the terminal or pipe: text or one JSON document per line.
///
/// Owned by the session; every command prints only through it, so `--json`, colour and the
/// flush after each command are decided in one place.
@MainActor
public final class Printer {
  /// Where results go.
  public let output: any TextSink
  /// Where diagnostics go.
  public let errors: any TextSink
  /// `--json`: one compact JSON document per line instead of text.
  public let isJSON: Bool
  /// Colours and emphasis (plain unless on a terminal or `--color always`).
  public let style: Style
  /// Everything printed by the current command (text form), for `expect output`.
  public var lastOutput: String { lastPrintouts.map(\.text).joined() }
  /// The current command's printouts, their text rendered only if `lastOutput` is read.
  private var lastPrintouts: [Printout] = []

  public init(output: any TextSink, errors: any TextSink, isJSON: Bool, style: Style) {
    self.output = output
    self.errors = errors
    self.isJSON = isJSON
    self.style = style
  }

  /// Prints a command's result in the chosen format.
  public func print(_ printout: Printout) {
    lastPrintouts.append(printout)
    if isJSON {
      guard let json = printout.json else { return }
      output.write(JSONText.compact(json) + "\n")
    } else {
      output.write(printout.text)
    }
  }

  /// Prints plain text lines (help, echo, history); in JSON mode they become `{"text": …}`.
  public func print(text: String) {
    let body = text.hasSuffix("\n") || text.isEmpty ? text : text + "\n"
    print(Printout(text: body, json: .object(["text": .string(body)])))
  }

  /// Reports an error: `FILE:LINE: message` (or `error: message` at the prompt) on stderr, plus `{"error":{…}}` on stdout with `--json`.
  ///
  /// - Parameters:
  ///   - message: One line saying what went wrong and what to do.
  ///   - location: `FILE:LINE` for scripts, nil at the prompt.
  ///   - line: The script line, for the JSON document.
  public func report(error message: String, location: String?, line: Int?) {
    output.flush()
    // A script's error is one line (`FILE:LINE: message`), so tools reading it line by line
    // (grep, an editor's error list) see all of it: a multi-line message, as the filter
    // parser's, is joined.
    let message = location == nil ? message : Self.oneLine(message)
    let prefix = location.map { "\($0): " } ?? style.red("error: ")
    errors.write(prefix + message + "\n")
    errors.flush()
    if isJSON {
      var body: JSONObject = ["message": .string(message)]
      body["line"] = line.map { .number(Double($0)) } ?? .null
      output.write(JSONText.compact(.object(["error": .object(body)])) + "\n")
    }
  }

  /// `message` on one line: its lines trimmed and joined with a space.
  static func oneLine(_ message: String) -> String {
    guard message.contains("\n") else { return message }
    return message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      .joined(separator: " ")
  }

  /// Starts a new command: forgets what the previous one printed.
  public func beginCommand() { lastPrintouts.removeAll() }

  /// Ends a command: flushes both streams so pipe readers see complete output.
  public func endCommand() {
    output.flush()
    errors.flush()
  }
}
