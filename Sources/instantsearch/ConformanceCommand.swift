import ArgumentParser
import Shell
import SearchEngine

/// `instantsearch conformance`: which of Algolia's parameters and settings the embedded engine
/// honours, accepts as documented no-ops, or refuses (the README's table, from the same source).
struct ConformanceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "conformance",
    abstract: "List Algolia's search parameters and index settings and what the embedded engine does with each.",
    discussion: HelpReflow.paragraphs(
      """
        Prints a Markdown table: honoured (as Algolia documents it), no-op (accepted, deliberately without \
        effect on one machine) or refused (a 400 'Unknown parameter: NAME' through serve, an error in the \
        shell and at import). scripts/conformance-table writes it into the README.
        """)
  )

  func run() throws {
    print(EngineConformance.markdownTable, terminator: "")
  }
}
