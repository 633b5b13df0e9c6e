import Foundation
import Testing

@Suite(
  "Line editing under a real pseudo-terminal (tmux)",
  .serialized,
  .enabled(if: TmuxTerminal.canRun, "tmux or the built instantsearch binary is missing: run scripts/bootstrap --test and swift build")
)
struct LineEditingTests {
  @Test("typed UTF-8 text reaches the command intact")
  func typing() async throws {
    let terminal = try TmuxTerminal()
    defer { terminal.close() }
    try await terminal.startShell()
    try terminal.type("echo café ü 'a  b'")
    try terminal.press("Enter")
    try await terminal.waitFor("the echoed line") { $0.lines.contains("café ü a  b") }
  }

  @Test("Tab completes a command name, a second Tab lists the candidates")
  func tabCompletion() async throws {
    let terminal = try TmuxTerminal()
    defer { terminal.close() }
    try await terminal.startShell()
    try terminal.type("hist")
    try terminal.press("Tab")
    try await terminal.waitFor("history completed") { $0.lastNonEmptyLine?.hasSuffix("> history") ?? false }
    try terminal.press("C-u")
    try terminal.type("h")
    try terminal.press("Tab")
    try terminal.press("Tab")
    try await terminal.waitFor("the candidate list") { $0.contains("help") && $0.contains("history") }
  }

  @Test("Up recalls the previous line; history persists across sessions with mode 0600, secrets left out")
  func historyRecall() async throws {
    let terminal = try TmuxTerminal()
    defer { terminal.close() }
    try await terminal.startShell()
    try await terminal.run("echo first", until: "first")
    try await terminal.run("echo --api-key 0123456789abcdef0123456789abcdef", until: "--api-key 0123456789abcdef0123456789abcdef")
    try terminal.press("Up")
    try await terminal.waitFor("the recalled line") { $0.lastNonEmptyLine?.hasSuffix("> echo first") ?? false }
    try terminal.press("C-u")
    try terminal.press("C-d")
    try await terminal.waitFor("the shell to exit") { $0.lastNonEmptyLine == "$" }

    let file = terminal.home.appendingPathComponent("state/instantsearch/history")
    let contents = try String(contentsOf: file, encoding: .utf8)
    #expect(contents == "echo first\n", "plain lines, not libedit's \\040 escapes")
    #expect(!contents.contains("api-key"))
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
    #expect(mode == 0o600)

    try await terminal.startShell()
    try terminal.press("Up")
    try await terminal.waitFor("history from the previous session") { $0.lastNonEmptyLine?.hasSuffix("> echo first") ?? false }
  }

  @Test("Ctrl-C abandons the line and the session goes on; Ctrl-D exits with status 0")
  func controlC() async throws {
    let terminal = try TmuxTerminal()
    defer { terminal.close() }
    try await terminal.startShell()
    try terminal.type("echo abandoned")
    try await terminal.waitFor("the typed line") { $0.lastNonEmptyLine?.hasSuffix("> echo abandoned") ?? false }
    try terminal.press("C-c")
    // Typing straight on is kept for the next line (TerminalInput), but whether a key beats the
    // signal's handler is up to the scheduler; the spec waits so that it tests one thing.
    try await terminal.waitFor("a fresh prompt") { $0.lastNonEmptyLine?.hasSuffix("products>") ?? false }
    try terminal.type("echo kept")
    try terminal.press("Enter")
    // Wait for the prompt too: a Ctrl-D typed before libedit reads again can be lost under load.
    let screen = try await terminal.waitFor("the next command and the prompt") {
      $0.lines.contains("kept") && ($0.lastNonEmptyLine?.hasSuffix("products>") ?? false)
    }
    #expect(!screen.lines.contains("abandoned"))
    try terminal.press("C-d")
    try await terminal.waitFor("the shell to exit") { $0.lastNonEmptyLine == "$" }
    try terminal.type("echo status=$?")
    try terminal.press("Enter")
    try await terminal.waitFor("the exit status") { $0.lines.contains("status=0") }
  }

  @Test("Tab completes facet values seen in the latest results, and the prompt names the index")
  func facetValueCompletion() async throws {
    let terminal = try TmuxTerminal()
    defer { terminal.close() }
    try await terminal.startShell()
    try await terminal.run("facets brand --limit 3", until: "[ ] Samsung     635 ████████")
    try terminal.type("refine bra")
    try terminal.press("Tab")
    try await terminal.waitFor("the attribute") { $0.lastNonEmptyLine?.hasSuffix("products> refine brand=") ?? false }
    try terminal.type("Sam")
    try terminal.press("Tab")
    try await terminal.waitFor("the value") { $0.lastNonEmptyLine?.hasSuffix("products> refine brand=Samsung") ?? false }
    try terminal.press("Enter")
    try await terminal.waitFor("the refinement ran") { $0.lines.contains("635 results") }
  }

  @Test("Ctrl-C interrupts the running command (a long script) and the session goes on")
  func controlCRunningCommand() async throws {
    let terminal = try TmuxTerminal()
    defer { terminal.close() }
    let script = terminal.home.appendingPathComponent("long.is")
    try String(repeating: "query phone\n", count: 5000).write(to: script, atomically: true, encoding: .utf8)
    try await terminal.startShell()
    try await terminal.run("set hitsPerPage 1", until: "10000 results")
    try terminal.type("source \(script.path)")
    try terminal.press("Enter")
    try await terminal.waitFor("the script to run") { $0.contains("Phone") }
    // One Ctrl-C must do; the wait is long only because a loaded machine is slow to print.
    // The terminal echoes "^C" where the cursor is, so the report may follow it on one line
    // ("^C/…/long.is:66: interrupted") when nothing else was printed after the press.
    try terminal.press("C-c")
    try await terminal.waitFor("the interruption", timeout: 20) { screen in
      screen.lines.contains { $0.contains("\(script.path):") && $0.hasSuffix(": interrupted") }
        && (screen.lastNonEmptyLine?.hasSuffix("products>") ?? false)
    }
    try await terminal.run("echo alive", until: "alive")
  }
}
