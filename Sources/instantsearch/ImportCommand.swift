import ArgumentParser
import Shell
import Foundation
import SearchEngine
import SearchModel

/// `instantsearch import FILE... --index DIR [--settings settings.json] [--synonyms synonyms.json]
/// [--rules rules.json] [--skip-invalid]`.
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

  @Option(name: .long, help: "Query rules file as Algolia's dashboard and API export it (a JSON array of rule objects).")
  var rules: String?

  @Flag(name: .long, help: "Skip records that cannot be indexed instead of failing (they are counted).")
  var skipInvalid = false

  @Option(name: .long, help: "Write settings suggested from the records' attributes to this file (a new file).")
  var suggestSettings: String?

  /// How many records the attribute survey reads (the table says so when there are more).
  static let surveyLimit = 100_000

  func validate() throws {
    if files.isEmpty { throw ValidationError("give at least one file to import") }
    if let suggestSettings, FileManager.default.fileExists(atPath: suggestSettings) {
      throw ValidationError("--suggest-settings \(suggestSettings) exists; name a new file (it is never overwritten)")
    }
  }

  func run() async throws {
    // Past a file-size limit (`ulimit -f`), a write fails with EFBIG and the import reports
    // "File too large" for the file, keeping the previous index, instead of the process being
    // killed by SIGXFSZ halfway.
    signal(SIGXFSZ, SIG_IGN)
    let indexSettings = try settings.map(SettingsFile.load) ?? .init()
    let bar = ImportProgressBar()
    let indexSynonyms = try synonyms.map(SynonymsFile.load) ?? []
    let indexRules = try rules.map(RulesFile.load) ?? []
    let importer = IndexImporter(
      directory: index, settings: indexSettings, skipInvalid: skipInvalid, synonyms: indexSynonyms, rules: indexRules)
    let report = try importer.importFiles(files, progress: { bar.update($0) })
    func records(_ count: Int) -> String { count == 1 ? "1 record" : "\(count) records" }
    var summary = "imported \(records(report.imported)) into \(report.directory)"
    summary += String(format: " in %.1f s", report.seconds)
    if report.skipped > 0 {
      summary += "; skipped \(report.skipped) invalid \(report.skipped == 1 ? "record" : "records")"
      for error in report.skippedErrors.prefix(5) { summary += "\n  \(error)" }
    }
    FileHandle.standardError.write(Data((summary + "\n").utf8))
    if settings == nil || suggestSettings != nil { try survey(report.imported) }
  }

  /// Prints what the records hold and the settings suggested for them; writes those to
  /// `--suggest-settings` when given.
  private func survey(_ imported: Int) throws {
    guard imported > 0 else { return }
    let service = try LocalSearchService(paths: [index])
    let name = URL(fileURLWithPath: index).standardizedFileURL.lastPathComponent
    var survey = AttributeSurvey()
    var cursor: String?
    repeat {
      let page = try service.browsePage(index: name, parameters: SearchParameters(hitsPerPage: 1000), cursor: cursor)
      for hit in page.hits where survey.recordCount < Self.surveyLimit { survey.add(hit) }
      cursor = page.cursor
    } while cursor != nil && survey.recordCount < Self.surveyLimit
    var text = settings == nil
      ? "no settings given: every attribute is searchable, in record order, and none is faceted (facets, refine).\n"
      : ""
    let read = survey.recordCount < imported ? " (the first \(survey.recordCount) records)" : ""
    text += "attributes of the records\(read):\n" + survey.table() + "\n"
    let suggested = JSONText.pretty(.object(survey.suggestedSettings())) + "\n"
    if let suggestSettings {
      try Data(suggested.utf8).write(to: URL(fileURLWithPath: suggestSettings), options: .withoutOverwriting)
      text += "suggested settings written to \(suggestSettings); review them, then import again with --settings \(suggestSettings)\n"
    } else {
      text += "--suggest-settings FILE writes these suggestions as a settings file to review and import with --settings FILE\n"
    }
    FileHandle.standardError.write(Data(text.utf8))
  }
}
