import ArgumentParser
import SearchModel

/// `history [N]`: the statements run in this session, numbered.
struct HistoryCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "history",
    abstract: "List the commands run in this session.",
    discussion: """
      Examples:
        history
        history 5
      """
  )
  static let group = CommandGroup.script
  static let isRecorded = false

  @Argument(help: "Show only the last N commands.")
  var count: Int?

  func validate() throws {
    if let count, count < 0 { throw ValidationError("the count must be 0 or more") }
  }

  @MainActor mutating func run(in session: ShellSession) async throws {
    let all = session.history
    let shown = count.map { Array(all.suffix($0)) } ?? all
    let first = all.count - shown.count + 1
    let width = String(all.count).count
    var text = ""
    for (offset, line) in shown.enumerated() {
      let number = String(first + offset)
      text += String(repeating: " ", count: width - number.count) + number + "  " + line + "\n"
    }
    session.printer.print(Printout(text: text, json: .array(shown.map { .string($0) })))
  }
}
