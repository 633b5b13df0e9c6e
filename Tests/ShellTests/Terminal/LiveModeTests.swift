import Foundation
import SearchModel
import Testing
import TestSupport

@testable import Shell

/// Live mode under a real pseudo-terminal: what a person sees while typing, refining and
/// scrolling, and the terminal left as it was however live mode ends.
@Suite(
  "Live mode under a real pseudo-terminal (tmux)",
  .serialized,
  .enabled(if: TmuxTerminal.canRun, "tmux or the built instantsearch binary is missing: run scripts/bootstrap --test and swift build")
)
struct LiveModeTests {
  /// The REPL's output for `commands` on the demo index (batch mode).
  @MainActor
  private func repl(_ commands: String) async throws -> [String] {
    let run = try await ShellRun.script(nil, commands: [commands])
    #expect(run.status == 0, "\(run.errors)")
    return run.output.split(separator: "\n").map(String.init)
  }

  /// Opens the shell (with `environment`), then live mode, and waits for its first results.
  private func openLive(_ terminal: TmuxTerminal, environment: [String: String] = [:]) async throws {
    try await terminal.startShell(environment: environment)
    try terminal.type("live")
    try terminal.press("Enter")
    try await terminal.waitFor("the live screen", timeout: 60) { $0.lines.first?.hasPrefix(" Search ›") == true && $0.contains("10000 results") }
  }

  /// Starts the shell on the Algolia host at `port` of 127.0.0.1 (a fake one of the specs) straight
  /// into live mode (`--live`); the caller waits for what the host makes the screen show.
  private func openLive(_ terminal: TmuxTerminal, onAlgoliaHostAt port: Int) throws {
    let binary = try #require(TmuxTerminal.shellBinary)
    try terminal.type("ALGOLIA_API_KEY=k '\(binary.path)' --app-id test --index-name products --hosts http://127.0.0.1:\(port) --live")
    try terminal.press("Enter")
  }

  /// Types `phone`, refines brand=Samsung with Space in the panel, leaves with Esc.
  private func refineSamsungPhonesAndLeave(_ terminal: TmuxTerminal) async throws {
    try terminal.type("phone")
    try await terminal.waitFor("the phone results") { stats($0).hasPrefix("394 results") }
    try terminal.press("BTab")  // Shift-Tab: from the box back to the refinements
    try terminal.press("Space")
    try await terminal.waitFor("the refinement") { $0.contains("[x] Samsung") && stats($0).hasPrefix("130 results") }
    try terminal.press("Escape")
    try await terminal.waitFor("the prompt") { $0.lastNonEmptyLine?.hasSuffix("products>") ?? false }
  }

  /// The terminal settings (`stty -a`) as the pane's bash sees them now.
  private func terminalSettings(_ terminal: TmuxTerminal, _ name: String) async throws -> String {
    let file = terminal.home.appendingPathComponent("stty-\(name)")
    try terminal.type("stty -a > \(file.path); echo saved-\(name)")
    try terminal.press("Enter")
    try await terminal.waitFor("stty \(name)") { $0.lines.contains("saved-\(name)") }
    return try String(contentsOf: file, encoding: .utf8)
  }

  /// The stats line (second row) of the live screen.
  private func stats(_ screen: Screen) -> String {
    screen.lines.count > 1 ? screen.lines[1].trimmingCharacters(in: .whitespaces).components(separatedBy: "  ").first ?? "" : ""
  }

  @Test("typing updates the hits and the stats at each key, with the REPL's counts for each prefix")
  func typingUpdatesHits() async throws {
    var expected: [String: String] = [:]
    for prefix in ["p", "ph", "pho", "phon"] {
      expected[prefix] = try await repl("query \(prefix)").first
    }
    let terminal = try TmuxTerminal()
    defer { terminal.close() }
    try await openLive(terminal)
    for prefix in ["p", "ph", "pho", "phon"] {
      try terminal.type(String(prefix.last!))
      let want = expected[prefix]
      let screen = try await terminal.waitFor("the results of '\(prefix)'") { screen in
        screen.lines.first == " Search › \(prefix)" && stats(screen) == want
      }
      #expect(screen.lines.contains { $0.hasPrefix("  1. ") })
    }
  }

  @Test("keys read together (a paste) are searched once, for the text they end with")
  func burstSearchesOnce() async throws {
    let expected = try await repl("query wireless").first
    let terminal = try TmuxTerminal()
    defer { terminal.close() }
    let trace = terminal.home.appendingPathComponent("live-trace")
    try await openLive(terminal, environment: ["INSTANTSEARCH_LIVE_TRACE": trace.path])
    try terminal.paste("wireless")  // the eight bytes reach the pane in one write
    try await terminal.waitFor("the results of 'wireless'") { screen in
      screen.lines.first == " Search › wireless" && stats(screen) == expected
    }
    try terminal.press("Escape")
    try await terminal.waitFor("the prompt") { $0.lastNonEmptyLine?.hasSuffix("products>") ?? false }
    let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
    let final = try #require(lines.last { $0.hasPrefix("final ") })
    let searches = try #require(final.split(separator: " ").first { $0.hasPrefix("searches=") }.flatMap { Int($0.dropFirst(9)) })
    #expect(searches >= 1 && searches < 8, "\(final)")
  }

  @Test("Space on a facet value refines through the facet list, and the counts are the REPL's for the same state")
  func spaceRefines() async throws {
    let terminal = try TmuxTerminal()
    defer { terminal.close() }
    try await openLive(terminal)
    try terminal.type("phone")
    try await terminal.waitFor("the phone results") { stats($0).hasPrefix("394 results") }
    try terminal.press("BTab")  // Shift-Tab: from the box back to the refinements
    try terminal.press("Space")
    let screen = try await terminal.waitFor("the refined value") { $0.contains("[x] Samsung") && stats($0).hasPrefix("130 results") }
    // The brand list in the panel: `[x] Samsung   130 ███` → `[x] Samsung 130`, as `facets brand` prints.
    let panel = screen.lines.compactMap { line -> String? in
      guard let bar = line.range(of: "│") else { return nil }
      let cell = line[bar.upperBound...].replacingOccurrences(of: "█", with: "")
      guard cell.hasPrefix("[") else { return nil }
      return cell.replacingOccurrences(of: "[ ]", with: "[_]").split(separator: " ").joined(separator: " ")
        .replacingOccurrences(of: "[_]", with: "[ ]")
    }
    // The REPL's lines carry bars too (in eighths of a cell): compared without them.
    let expected = try await repl("query phone; refine brand=Samsung; facets brand --limit 8").suffix(8)
      .map { $0.filter { !"█▏▎▍▌▋▊▉".contains($0) }.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
    #expect(expected.count == 8)
    #expect(Array(panel.prefix(8)) == Array(expected))
  }

  @Test("scrolling past the first page loads the next one (infinite scrolling)")
  func scrollingLoadsPages() async throws {
    let terminal = try TmuxTerminal()
    defer { terminal.close() }
    try await openLive(terminal)
    try terminal.press("Tab")
    for _ in 0..<24 { try terminal.press("Down") }
    try await terminal.waitFor("rows of the second page") { screen in
      screen.lines.contains { $0.hasPrefix(" 21. ") } && screen.lines.contains { $0.hasPrefix(" 25. ") }
    }
  }

  @Test("a resize redraws the same layout at the new size")
  func resizeKeepsLayout() async throws {
    let terminal = try TmuxTerminal()
    defer { terminal.close() }
    try await openLive(terminal)
    try terminal.type("desk")
    try await terminal.waitFor("the desk results") { $0.lines.contains { $0.hasPrefix("  1. ") && $0.contains("Desk") } }
    try terminal.resize(columns: 90, rows: 24)
    try await terminal.waitFor("the layout at 90×24") { screen in
      let lines = screen.text.split(separator: "\n", omittingEmptySubsequences: false)
      return lines.count >= 24 && lines[0].hasPrefix(" Search › desk") && lines[2].contains("│Refinements")
        && lines[3].hasPrefix("  1. ") && lines[23].contains("Esc leave") && lines.allSatisfy { $0.count <= 90 }
    }
  }

  @Test("Esc returns to the prompt with the state kept: 'filters' shows the refinement, 'stats' the query's results")
  func escapeKeepsState() async throws {
    let terminal = try TmuxTerminal()
    defer { terminal.close() }
    try await openLive(terminal)
    try await refineSamsungPhonesAndLeave(terminal)
    try await terminal.run("filters", until: "filters: ( \"brand\":\"Samsung\" )")
    try await terminal.run("stats", until: "130 results")
  }

  @Test("record keeps working across live mode: the equivalent commands replay to the same state")
  func recordingAcrossLive() async throws {
    let terminal = try TmuxTerminal()
    defer { terminal.close() }
    let script = terminal.home.appendingPathComponent("live.is")
    try await terminal.startShell()
    try await terminal.run("record \(script.path)", until: "recording to \(script.path)")
    try terminal.type("live")
    try terminal.press("Enter")
    try await terminal.waitFor("the live screen", timeout: 60) { $0.contains("10000 results") }
    try await refineSamsungPhonesAndLeave(terminal)
    try await terminal.run("record stop", until: "recorded 2 commands to \(script.path)")
    let recorded = try String(contentsOf: script, encoding: .utf8)
    #expect(recorded.hasSuffix("query phone\nrefine brand=Samsung\n"))
  }

  @Test("the terminal is as before (stty -a) after Ctrl-C in live mode")
  func terminalRestored() async throws {
    let terminal = try TmuxTerminal()
    defer { terminal.close() }
    let original = try await terminalSettings(terminal, "before")
    try await openLive(terminal)
    try terminal.press("C-c")
    try await terminal.waitFor("the prompt") { $0.lastNonEmptyLine?.hasSuffix("products>") ?? false }
    try terminal.press("C-d")
    try await terminal.waitFor("the shell to exit") { $0.lastNonEmptyLine == "$" }
    #expect(!original.isEmpty)
    #expect(try await terminalSettings(terminal, "after-c") == original)
  }

  @Test(
    "the terminal is as before (stty -a) after SIGTERM, a hang-up and a crash in live mode",
    arguments: [("SIGTERM", SIGTERM), ("SIGHUP", SIGHUP), ("SIGSEGV", SIGSEGV), ("SIGILL", SIGILL)]
  )
  func terminalRestoredOnSignal(name: String, signal: Int32) async throws {
    let terminal = try TmuxTerminal()
    defer { terminal.close() }
    let binary = try #require(TmuxTerminal.shellBinary)
    let pidFile = terminal.home.appendingPathComponent("pid")
    let original = try await terminalSettings(terminal, "before")
    // SIGSEGV and SIGILL are what a crash raises (SIGILL: Swift's traps). Sent from outside,
    // they would make Swift's backtracer print a report and let the process go on (it was no
    // crash), so it is off here: the handler under test restores the terminal, then the
    // default action ends the process as a real crash would.
    // The process's own PID, so the signal reaches it and nothing else.
    try terminal.type("clear; SWIFT_BACKTRACE=enable=no sh -c 'echo $$ > \(pidFile.path); exec \(binary.path) --live'")
    try terminal.press("Enter")
    try await terminal.waitFor("the live screen", timeout: 60) { $0.lines.first?.hasPrefix(" Search ›") == true && $0.contains("10000 results") }
    let pid = Int32(try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    try #require(pid > 0)
    // Frames may still be drawn when the signal arrives (the box shows the pasted query at once,
    // its results come after): one written after the handler gave the terminal back would land
    // on the shell's screen. The keys must have been read first, or the restored terminal would
    // echo them and hand them to bash.
    try terminal.paste("desk lamp")
    try await terminal.waitFor("the pasted query in the box") { $0.lines.first?.hasPrefix(" Search › desk lamp") == true }
    kill(pid, signal)
    let screen = try await terminal.waitFor("the shell's prompt after \(name)", timeout: 60) { $0.lastNonEmptyLine == "$" }
    #expect(screen.lines.first?.hasPrefix("InstantSearch shell (index products).") == true, "\(screen.text)")
    #expect(!screen.contains("Search ›") && !screen.contains("…") && !screen.contains("results"), "\(screen.text)")
    #expect(!original.isEmpty)
    #expect(try await terminalSettings(terminal, "after") == original, "terminal settings after \(name)")
  }

  @Test("Ctrl-Z suspends live mode with the terminal as before; fg draws the screen again and typing goes on")
  func suspendAndResume() async throws {
    let terminal = try TmuxTerminal()
    defer { terminal.close() }
    let original = try await terminalSettings(terminal, "before")
    try await openLive(terminal)
    try terminal.type("des")
    try await terminal.waitFor("the des results") { $0.lines.first == " Search › des" && $0.lines.contains { $0.hasPrefix("  1. ") } }
    try terminal.press("C-z")
    try await terminal.waitFor("bash's job report") { screen in
      screen.lines.contains { $0.contains("Stopped") } && screen.lastNonEmptyLine == "$"
    }
    #expect(try await terminalSettings(terminal, "suspended") == original)
    try terminal.type("clear")
    try terminal.press("Enter")
    try terminal.type("fg")
    try terminal.press("Enter")
    try await terminal.waitFor("the live screen drawn again") { screen in
      screen.lines.first == " Search › des" && !screen.contains("saved-suspended") && screen.lines.contains { $0.hasPrefix("  1. ") }
    }
    try terminal.type("k")
    try await terminal.waitFor("the desk results") { $0.lines.first == " Search › desk" && $0.lines.contains { $0.hasPrefix("  1. ") && $0.contains("Desk") } }
    try terminal.press("Escape")
    try await terminal.waitFor("the prompt") { $0.lastNonEmptyLine?.hasSuffix("products>") ?? false }
  }

  @Test("a backend that fails shows its error in the status line, and typing goes on")
  func failingBackend() async throws {
    // A port nobody listens on: every request is refused at once.
    let closed = try SilentBackend()
    let port = closed.port
    closed.close()
    let terminal = try TmuxTerminal()
    defer { terminal.close() }
    try openLive(terminal, onAlgoliaHostAt: port)
    try await terminal.waitFor("the error in the status line", timeout: 60) { screen in
      screen.lines.first?.hasPrefix(" Search ›") == true && (screen.lines.last?.hasPrefix(" error: ") ?? false)
    }
    try terminal.type("abc")
    try await terminal.waitFor("the typed text, the error still shown", timeout: 60) { screen in
      screen.lines.first == " Search › abc" && (screen.lines.last?.hasPrefix(" error: ") ?? false)
    }
    try terminal.press("Escape")
    try await terminal.waitFor("the prompt") { $0.lastNonEmptyLine?.hasSuffix("products>") ?? false }
  }

  @Test("the next page loading below the visible rows shows no loading mark beside the results; the visible hits are all there")
  func nextPageLoadsWithoutLoadingMark() async throws {
    // A loopback server on 100 in-memory records: page 0 answers at once, page 1 (infinite
    // scrolling asks for it: 18 rows plus the offset of 5 reach past 20) and the query `hang` are
    // held until the end.
    let held = HeldSearches()
    let records: [JSONObject] = (1...100).map { ["objectID": .string("\($0)"), "name": .string("Handy item \($0)")] }
    let service = HookedSearchService(base: InMemorySearchService(indexes: ["products": records])) { parameters in
      if (parameters.page ?? 0) > 0 || parameters.query == "hang" { await held.hold() }
    }
    try await withServer(service) { server in
      do {
        let terminal = try TmuxTerminal()
        defer { terminal.close() }
        try openLive(terminal, onAlgoliaHostAt: server.port)
        try await terminal.waitFor("the first page", timeout: 60) { screen in
          screen.lines.first?.hasPrefix(" Search ›") == true && screen.contains("Handy item 18")
        }
        // Wait on the event: the next page's request reached the backend (and is held there).
        let deadline = ContinuousClock.now + .seconds(30)
        while await held.count == 0 && ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        #expect(await held.count > 0, "infinite scrolling asked for the next page")
        let screen = try await terminal.waitFor("the stats line") { self.stats($0).hasPrefix("100 results") }
        #expect(!screen.lines[1].contains("…"), "\(screen.text)")
        #expect(!screen.contains("loading…"), "every visible row is a loaded hit: \(screen.text)")
        // A search that will change what is shown (another query, held too) does show the mark,
        // beside the results still shown.
        try terminal.type("hang")
        try await terminal.waitFor("the mark for the new query") { screen in
          screen.lines.first == " Search › hang" && self.stats(screen).hasPrefix("100 results") && screen.lines[1].contains("…")
        }
        try terminal.press("Escape")
        try await terminal.waitFor("the prompt", timeout: 60) { $0.lastNonEmptyLine?.hasSuffix("products>") ?? false }
        await held.release()
      } catch {
        await held.release()
        throw error
      }
    }
  }

  @Test("a backend that hangs: the status line counts the wait, typing goes on, Esc leaves")
  func hangingBackend() async throws {
    let backend = try SilentBackend()
    defer { backend.close() }
    let terminal = try TmuxTerminal()
    defer { terminal.close() }
    try openLive(terminal, onAlgoliaHostAt: backend.port)
    try await terminal.waitFor("the wait in the status line", timeout: 60) { screen in
      screen.lines.first?.hasPrefix(" Search ›") == true && (screen.lines.last?.contains("waiting for the backend") ?? false)
    }
    try terminal.type("xy")
    try await terminal.waitFor("the typed text") { $0.lines.first == " Search › xy" }
    try terminal.press("Escape")
    // The prompt comes back when the client's timeout ends the search (the session waits for a
    // running search after every command).
    try await terminal.waitFor("the prompt", timeout: 60) { $0.lastNonEmptyLine?.hasSuffix("products>") ?? false }
  }
}
