import Foundation
import Testing

@Suite(
  "Tab completes facet values from the backend under a real pseudo-terminal (tmux)",
  .serialized,
  .enabled(if: TmuxTerminal.canRun, "tmux or the built instantsearch binary is missing: run scripts/bootstrap --test and swift build")
)
struct FacetValueTabTests {
  /// Presses Tab until the prompt line ends with `completed`: a first Tab on a loaded machine may
  /// give up waiting for the backend, and the answer that comes late serves the next one.
  func tab(_ terminal: TmuxTerminal, until completed: String) async throws {
    for attempt in 1...3 {
      try terminal.press("Tab")
      let timeout: Double = attempt == 3 ? 20 : 3
      if (try? await terminal.waitFor("'\(completed)'", timeout: timeout) { $0.lastNonEmptyLine?.hasSuffix(completed) ?? false }) != nil {
        return
      }
    }
    throw TerminalError("Tab never completed to '\(completed)'")
  }

  @Test("refine ATTR=prefix<Tab> completes a value never shown, quoted as the README says, so that it runs as typed")
  func refineCompletes() async throws {
    let directory = try FacetValueShop.makeIndex()
    defer { try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent) }
    let terminal = try TmuxTerminal()
    defer { terminal.close() }
    try await terminal.startShell(["--index", directory])
    // Not searchable(): a facet count query; the value with a blank comes back quoted.
    try terminal.type("refine category=C")
    try await tab(terminal, until: "> refine category='Cell Phones'")
    try terminal.press("C-u")
    // searchable(): a search for facet values; the completed line runs as typed.
    try terminal.type("refine brand=Hew")
    try await tab(terminal, until: "> refine brand='Hewlett Packard'")
    try terminal.press("Enter")
    try await terminal.waitFor("the refinement applied") { $0.lines.contains("1 results") }
    // Counted under that refinement: Hewlett Packard has laptops only.
    try terminal.type("refine category=")
    try await tab(terminal, until: "> refine category=Laptops")
  }

  @Test("Ctrl-C while Tab waits for a backend that never answers abandons the line at once, and only that line")
  func controlCDuringTab() async throws {
    let backend = try SilentBackend()
    defer { backend.close() }
    let terminal = try TmuxTerminal()
    defer { terminal.close() }
    let binary = try #require(TmuxTerminal.shellBinary)
    try terminal.type(
      "ALGOLIA_API_KEY=k '\(binary.path)' --app-id test --index-name products --hosts http://127.0.0.1:\(backend.port)")
    try terminal.press("Enter")
    // The interactive start reads the settings first and gives up after the client's timeouts
    // (about 7 s here), so the prompt is slow to come.
    try await terminal.waitFor("the prompt", timeout: 60) { $0.lastNonEmptyLine?.hasSuffix("products>") ?? false }
    try terminal.type("refine brand=Ap")
    try terminal.press("Tab")
    try terminal.press("C-c")
    try await terminal.waitFor("the line abandoned") { $0.lines.contains { $0.hasSuffix("^C") } && ($0.lastNonEmptyLine?.hasSuffix("products>") ?? false) }
    // The press belonged to the abandoned line: the next command runs.
    try terminal.type("echo kept")
    try terminal.press("Enter")
    let screen = try await terminal.waitFor("the next command") { $0.lines.contains("kept") }
    #expect(!screen.contains("interrupted"))
    #expect(!screen.contains("error"))
  }

  @Test("Ctrl-C during connect to a host that never answers cancels the request at once (not after the client's 7 s)")
  func controlCDuringConnect() async throws {
    let backend = try SilentBackend()
    defer { backend.close() }
    let directory = try FacetValueShop.makeIndex()
    defer { try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent) }
    let terminal = try TmuxTerminal()
    defer { terminal.close() }
    let binary = try #require(TmuxTerminal.shellBinary)
    try terminal.type("ALGOLIA_API_KEY=k '\(binary.path)' --index '\(directory)'")
    try terminal.press("Enter")
    try await terminal.waitFor("the prompt") { $0.lastNonEmptyLine?.hasSuffix("shop>") ?? false }
    try terminal.type("connect algolia --app-id test --index-name products --hosts http://127.0.0.1:\(backend.port)")
    try terminal.press("Enter")
    let deadline = Date().addingTimeInterval(20)
    while backend.requested == 0 && Date() < deadline { try await Task.sleep(for: .milliseconds(5)) }  // the request reached the host
    #expect(backend.requested > 0)
    let pressed = Date()
    try terminal.press("C-c")
    let interrupted = try await terminal.waitFor("interrupted") { $0.lines.contains { $0.hasSuffix("error: interrupted") } }
    let elapsed = interrupted.capturedAt.timeIntervalSince(pressed)
    // tmux's own round trips are part of the figure; the shell's share is milliseconds.
    #expect(elapsed < 1, "Ctrl-C took \(elapsed) s")
    let closeDeadline = Date().addingTimeInterval(10)
    while backend.closedByClient < backend.requested && Date() < closeDeadline { try await Task.sleep(for: .milliseconds(5)) }
    #expect(backend.closedByClient == backend.requested)
    // The session stayed on the local index.
    try await terminal.run("connect", until: "local index \((directory as NSString).lastPathComponent)")
  }
}

