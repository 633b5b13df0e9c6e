import SearchModel

extension LineRenderer {
  /// The commands by group, one line each (`  refine ATTR=VALUE    Toggle a facet value.`, the
  /// summary on a line of its own under a long usage), then how to learn more;
  /// `[{"command","usage","summary"}]` in the table's order.
  public func commandList(_ view: CommandListView) -> Printout {
    var text = ""
    let column = 30
    for group in view.groups {
      let members = view.commands.filter { $0.group == group }
      guard !members.isEmpty else { continue }
      text += "\(group):\n"
      for command in members {
        if command.usage.count + 2 < column {
          text += "  \(command.usage)" + String(repeating: " ", count: column - 2 - command.usage.count) + command.summary + "\n"
        } else {
          text += "  \(command.usage)\n" + String(repeating: " ", count: column) + command.summary + "\n"
        }
      }
      text += "\n"
    }
    text += "Type 'help CMD' or 'CMD --help' for one command's options and examples.\n"
    let json: [JSONValue] = view.commands.map {
      .object(["command": .string($0.name), "usage": .string($0.usage), "summary": .string($0.summary)])
    }
    return Printout(text: text, json: .array(json))
  }

  /// `  9  query phone` per statement, the numbers right-aligned to the widest of the session;
  /// the statements as a JSON array.
  public func history(_ view: HistoryView) -> Printout {
    let width = String(view.statements.count).count
    let shown = view.shown
    let text = shown.map { number, statement in
      let digits = String(number)
      return String(repeating: " ", count: width - digits.count) + digits + "  " + statement + "\n"
    }.joined()
    return Printout(text: text, json: .array(shown.map { .string($0.statement) }))
  }
}
