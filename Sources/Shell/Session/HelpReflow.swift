/// Reflows a command's help so that sentences wrap at the screen's width, not where the source
/// broke them.
///
/// swift-argument-parser wraps each line of a `discussion` on its own: a source line a little
/// wider than the screen leaves one word alone on the next line (`…joined with` / `OR` /
/// `(disjunctive…`). Here the overview and discussion are taken unwrapped and their prose lines
/// joined into paragraphs, then wrapped at `width`; indented lines (examples), list items and
/// blank lines keep their place. The usage, arguments and options keep the parser's own layout.
public enum HelpReflow {
  /// `text` with the prose lines of each paragraph joined into one line, for a `discussion` the
  /// argument parser then wraps at the terminal's width itself (the executable's commands).
  public static func paragraphs(_ text: String) -> String {
    reflow(text, width: Int.max)
  }

  /// The help of `type` at `width` columns.
  static func help(for type: any SessionCommand.Type, width: Int) -> String {
    let unwrapped = type.helpMessage(includeHidden: false, columns: 10_000)
    let wrapped = type.helpMessage(includeHidden: false, columns: width)
    guard let head = unwrapped.range(of: "\nUSAGE:"), let tail = wrapped.range(of: "\nUSAGE:") else { return wrapped }
    return reflow(String(unwrapped[..<head.lowerBound]), width: width) + wrapped[tail.lowerBound...]
  }

  /// `text` with its prose paragraphs joined and wrapped at `width`.
  static func reflow(_ text: String, width: Int) -> String {
    var output: [String] = []
    var paragraph: [Substring] = []
    func flush() {
      guard !paragraph.isEmpty else { return }
      output += wrap(paragraph.joined(separator: " "), width: width)
      paragraph = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if isProse(line) {
        paragraph.append(line)
      } else {
        flush()
        output.append(String(line))
      }
    }
    flush()
    return output.joined(separator: "\n")
  }

  /// A line of running text: not blank, not indented, not a list item, not a heading ending
  /// with a colon (`Examples:`).
  private static func isProse(_ line: Substring) -> Bool {
    guard let first = line.first, first != " ", first != "\t" else { return false }
    if line.hasPrefix("- ") || line.hasPrefix("* ") { return false }
    return !line.hasSuffix(":")
  }

  /// Greedy word wrap; a word longer than `width` stays whole on its own line.
  private static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if current.isEmpty {
        current = String(word)
      } else if width == Int.max || current.count + 1 + word.count <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
