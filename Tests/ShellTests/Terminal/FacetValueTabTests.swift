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
  func tab(_ terminal: TmuxTerminal, until completed: String) throws {
    for attempt in 1...3 {
      try terminal.press("Tab")
      let timeout: Double = attempt == 3 ? 20 : 3
      if (try? terminal.waitFor("'\(completed)'", timeout: timeout) { $0.lastNonEmptyLine?.hasSuffix(completed) ?? false }) != nil {
        return
      }
    }
    throw TerminalError("Tab never completed to '\(completed)'")
  }

  @Test("refine ATTR=prefix<Tab> completes a value never shown, escaped so that it runs as typed")
  func refineCompletes() throws {
    let directory = try FacetValueShop.makeIndex()
    defer { try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent) }
    let terminal = try TmuxTerminal()
    defer { terminal.close() }
    try terminal.startShell(["--index", directory])
    // Not searchable(): a facet count query; the blank is escaped.
    try terminal.type("refine category=C")
    try tab(terminal, until: #"> refine category=Cell\ Phones"#)
    try terminal.press("C-u")
    // searchable(): a search for facet values; the completed line runs as typed.
    try terminal.type("refine brand=Hew")
    try tab(terminal, until: #"> refine brand=Hewlett\ Packard"#)
    try terminal.press("Enter")
    try terminal.waitFor("the refinement applied") { $0.lines.contains("1 results") }
    // Counted under that refinement: Hewlett Packard has laptops only.
    try terminal.type("refine category=")
    try tab(terminal, until: "> refine category=Laptops")
  }
}
