import Testing

@testable import Shell

/// `help CMD` reads as paragraphs: sentences wrap where the 80 columns end, never where the
/// source happened to break a line (a lone word on its own line).
@Suite("Help text reflowed to the width")
struct HelpReflowTests {
  @Test("refine's discussion is wrapped as one paragraph (it broke as '…joined with' / 'OR' / '(disjunctive…')")
  func refine() {
    let help = CommandTable.help(for: RefineCommand.self)
    #expect(help.contains("values joined with\nOR (disjunctive faceting"))
    #expect(!help.contains("\nOR\n"))
  }

  @Test("in every command's overview and discussion, each wrapped line is as full as the next word allows")
  func everyCommandIsGreedy() {
    for type in CommandTable.standard.commands {
      let help = CommandTable.help(for: type)
      let prose = help.components(separatedBy: "\nUSAGE:")[0].split(separator: "\n", omittingEmptySubsequences: false)
      for (line, next) in zip(prose, prose.dropFirst()) {
        guard let first = line.first, first != " ", !line.hasSuffix(":"), let nextFirst = next.first, nextFirst != " ",
          !next.hasPrefix("- ")
        else { continue }
        let word = next.split(separator: " ").first ?? ""
        #expect(line.count <= 80, "\(type.name): line longer than 80 columns: \(line)")
        #expect(line.count + 1 + word.count > 80, "\(type.name): '\(word)' would have fit after: \(line)")
      }
    }
  }

  @Test("paragraphs() joins a discussion's prose lines and keeps examples, lists and blank lines")
  func paragraphs() {
    let text = "One sentence\ngoes on here.\n\nExamples:\n  cmd one\n  cmd two\n- item a\n- item b"
    #expect(HelpReflow.paragraphs(text) == "One sentence goes on here.\n\nExamples:\n  cmd one\n  cmd two\n- item a\n- item b")
  }
}
