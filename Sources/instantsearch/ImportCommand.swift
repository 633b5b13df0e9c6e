import ArgumentParser
import Shell
import Foundation
import SearchEngine

/// `instantsearch import FILE... --index DIR [--settings settings.json] [--synonyms synonyms.json] [--skip-invalid]`.
///
/// Builds (or rebuilds) an index directory from JSON array or NDJSON files. The work is done by
/// `IndexImporter`; this command only reads arguments, shows progress on a terminal and prints
/// the summary.
struct ImportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Import JSON or NDJSON records into an index directory.",
    discussion: HelpReflow.paragraphs(
      """
        Records are streamed, so files larger than memory import fine. The new index is written beside
        the old one and swapped in atomically: if the import fails or is interrupted, the previous
        index stays intact. The index is named after the directory's folder.
        """)
  )

  @Argument(help: "JSON array or NDJSON files, imported in order.")
  var files: [String]

  @Option(name: .long, help: "Index directory to create or replace.")
  var index: String

  @Option(name: .long, help: "Settings file in Algolia's JSON format.")
  var settings: String?

  @Option(name: .long, help: "Synonyms file as Algolia's dashboard and API export it (a JSON array of synonym objects).")
  var synonyms: String?

  @Flag(name: .long, help: "Skip records that cannot be indexed instead of failing (they are counted).")
  var skipInvalid = false

  func validate() throws {
    if files.isEmpty { throw ValidationError("give at least one file to import") }
  }

  func run() async throws {
    // Past a file-size limit (`ulimit -f`), a write fails with EFBIG and the import reports
    // "File too large" for the file, keeping the previous index, instead of the process being
    // killed by SIGXFSZ halfway.
    signal(SIGXFSZ, SIG_IGN)
    let indexSettings = try settings.map(SettingsFile.load) ?? .init()
    let bar = ImportProgressBar()
    let indexSynonyms = try synonyms.map(SynonymsFile.load) ?? []
    let importer = IndexImporter(
      directory: index, settings: indexSettings, skipInvalid: skipInvalid, synonyms: indexSynonyms)
    let report = try importer.importFiles(files, progress: { bar.update($0) })
    func records(_ count: Int) -> String { count == 1 ? "1 record" : "\(count) records" }
    var summary = "imported \(records(report.imported)) into \(report.directory)"
    summary += String(format: " in %.1f s", report.seconds)
    if report.skipped > 0 {
      summary += "; skipped \(report.skipped) invalid \(report.skipped == 1 ? "record" : "records")"
      for error in report.skippedErrors.prefix(5) { summary += "\n  \(error)" }
    }
    FileHandle.standardError.write(Data((summary + "\n").utf8))
  }
}
