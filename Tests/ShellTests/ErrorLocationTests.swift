import Testing

@testable import Shell

/// Where a script's error points, and how it reads: one line a tool can take as `FILE:LINE:`,
/// naming the statement when a line holds several, and saying what can be done.
@Suite("Script errors: where and what")
struct ErrorLocationTests {
  @Test("an error in the second statement of a line names its column, as compilers do; a lone statement keeps FILE:LINE")
  @MainActor
  func statementColumn() async throws {
    let inline = try await ShellRun.script(nil, commands: ["query phone; refin x"])
    #expect(inline.errors == "<-c>:1:14: unknown command 'refin'; did you mean refine?\n")
    let file = try await ShellRun.script("query phone\nrefin x\n", name: "s.is")
    #expect(file.errors == "s.is:2: unknown command 'refin'; did you mean refine?\n")
    let twoOnALine = try await ShellRun.script("stats; stats; refin x\n", name: "s.is")
    #expect(twoOnALine.errors == "s.is:1:15: unknown command 'refin'; did you mean refine?\n")
  }

  @Test("a multi-line message (the filter parser's) is one line in a script's error")
  @MainActor
  func oneLine() async throws {
    let run = try await ShellRun.script(nil, commands: [#"filter "brand:Apple OR price > 3""#])
    let lines = run.errors.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("<-c>:1: filter: filters: Different types are not allowed in the same OR. Expected a facet filter") == true)
  }

  @Test("a hit that is not loaded: the error names the rows that are")
  @MainActor
  func hitNotLoaded() async throws {
    let run = try await ShellRun.script("query phone\npage 19\nprev\nhit 50\n", name: "s.is")
    #expect(run.errors == "s.is:4: hit: no hit 50 (rows loaded: 361-394)\n")
    let none = try await ShellRun.script(nil, commands: ["query zzzzqqqxx; hit 1"])
    #expect(none.errors == "<-c>:1:18: hit: no hit 1 (no hits loaded)\n")
  }
}
