import ArgumentParser
import Shell
import SearchEngine

/// `instantsearch check --index DIR`: verifies every checksum and every table of an index.
///
/// Opening an index checks only what keeps its reads in bounds, so it stays fast at any size; this
/// command reads the whole index (time in proportion to its size) and prints what it checked. It
/// exits with status 1 when anything is damaged, each problem printed as `path: reason`.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Verify every checksum and table of an index directory.",
    discussion: HelpReflow.paragraphs(
      """
        Opening an index verifies its headers, section tables and what keeps every read in bounds, and \
        leaves the large sections' checksums out. This reads every byte: each file's checksums, every \
        term's postings and every stored record. Exit status 1 when the index is damaged.
        """)
  )

  @Option(name: .long, help: "Index directory to check, or a directory of indexes (each is checked).")
  var index: String

  func run() throws {
    let reports = IndexCheck.runAll(path: index)
    for report in reports {
      for line in report.lines { print(line) }
      for problem in report.problems { print("damaged: \(problem)") }
    }
    guard reports.allSatisfy(\.isIntact) else { throw ExitCode(1) }
    print(reports.count == 1 ? "ok: the index is intact" : "ok: all \(reports.count) indexes are intact")
  }
}
