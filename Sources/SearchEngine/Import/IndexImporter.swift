import Foundation
import SearchModel

/// Builds an index directory from JSON files or from records in memory.
///
/// Records are streamed: files are read in 128 KiB chunks through `JSONRecordStream`, each record
/// is indexed and dropped, so a file much larger than memory imports fine. The new index is
/// written as a fresh generation beside the live one and published with an atomic rename; if
/// anything fails (or the process is killed) the previous index stays live and intact.
///
/// ```swift
/// let report = try IndexImporter(directory: "indexes/products", settings: settings)
///   .importFiles(["products.ndjson"])
/// ```
public struct IndexImporter: Sendable {
  /// The index directory to (re)build; its folder name is the index name.
  public var directory: String
  /// The settings stored with the index.
  public var settings: IndexSettings
  /// Settings of the replicas listed in `settings.replicas`; replicas missing here get the
  /// primary's settings, sorted by the attribute their name ends with (`products_price_asc`).
  public var replicaSettings: OrderedDictionary<String, IndexSettings>
  /// The synonyms stored with the index (`SynonymsFile`), replacing the previous ones.
  public var synonyms: [Synonym] = []
  /// The query rules stored with the index (`RulesFile`), replacing the previous ones.
  public var rules: [Rule] = []
  /// Skip records that cannot be indexed (reported in `ImportReport`) instead of failing.
  public var skipInvalid: Bool
  /// The postings a first letter's prefix terms need for a prefix list (`PrefixListBuilder`;
  /// specs lower it to build lists on small indexes).
  var prefixListMinPostings = PrefixListBuilder.defaultMinPostings
  /// How the words of the near-pair lists are chosen (`NearPairCollector`; specs lower the sample
  /// and the share to build lists on small indexes, or choose no word to build none).
  var nearPairs = NearPairCollector.Settings()
  /// How much of what records add stays in memory before it moves to files (`ImportMemory`; specs
  /// lower it to spill small imports many times).
  var memory = ImportMemory.default

  /// An importer writing `directory` with `settings`.
  public init(
    directory: String, settings: IndexSettings = IndexSettings(),
    replicaSettings: OrderedDictionary<String, IndexSettings> = [:], skipInvalid: Bool = false,
    synonyms: [Synonym] = [], rules: [Rule] = []
  ) {
    self.synonyms = synonyms
    self.rules = rules
    self.directory = directory
    self.settings = settings
    self.replicaSettings = replicaSettings
    self.skipInvalid = skipInvalid
  }

  /// Imports JSON array or NDJSON files, in order, into a new generation of the index.
  public func importFiles(
    _ paths: [String], progress: (@Sendable (ImportProgress) -> Void)? = nil
  ) throws(ImportError) -> ImportReport {
    var totalBytes = 0
    for path in paths {
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
        throw .unreadableFile(path: path, reason: "no such file")
      }
      totalBytes += (attributes[.size] as? Int) ?? 0
    }
    return try run(totalBytes: totalBytes, progress: progress) { session throws(ImportError) in
      for path in paths {
        let base = session.position
        let reader = RecordReader(
          path: path, base: base, extractor: session.builder.textExtractor,
          attributeExtractor: session.builder.attributeExtractor)
        reading: while true {
          switch reader.next() {
          case .records(let batch, let bytes):
            session.bytesRead += bytes
            let failure: ImportError? = batch.blob.withUnsafeBytes { blob in
              do throws(ImportError) {
                for (source, result) in batch.records {
                  try session.add(
                    result, blob: blob, text: batch.text, attributes: batch.attributes, position: base + source.index,
                    file: path, line: source.line,
                    column: source.column)
                }
                return nil
              } catch {
                return error
              }
            }
            if let failure {
              reader.cancel()
              throw failure
            }
            reader.recycle(batch)
          case .end(let count):
            session.position = base + count
            break reading
          case .failure(let error):
            throw error
          }
        }
      }
    }
  }

  /// Imports records from memory (tests, the demo generator); each must be a JSON object.
  public func importRecords(
    _ records: some Sequence<JSONValue>, progress: (@Sendable (ImportProgress) -> Void)? = nil
  ) throws(ImportError) -> ImportReport {
    try run(totalBytes: nil, progress: progress) { session throws(ImportError) in
      for record in records {
        try session.add(record, position: session.position, file: nil, line: nil)
        session.position += 1
      }
    }
  }

  /// `build`, then the memory it freed given back: an import's peak (the occurrence chains, the
  /// builder's tables) is a one-off in a process kept for searching (`AllocatorTuning`).
  private func run(
    totalBytes: Int?, progress: (@Sendable (ImportProgress) -> Void)?,
    _ body: (ImportSession) throws(ImportError) -> Void
  ) throws(ImportError) -> ImportReport {
    defer { AllocatorTuning.releaseFreeMemory() }
    return try build(totalBytes: totalBytes, progress: progress, body)
  }

  private func build(
    totalBytes: Int?, progress: (@Sendable (ImportProgress) -> Void)?,
    _ body: (ImportSession) throws(ImportError) -> Void
  ) throws(ImportError) -> ImportReport {
    let start = Date()
    let generation: String
    let builder: IndexBuilder
    // A failed first import leaves nothing behind: the directory it created goes too.
    let isNewDirectory = !FileManager.default.fileExists(atPath: directory)
    func discard(_ generation: String) {
      try? FileManager.default.removeItem(atPath: generation)
      if isNewDirectory, (try? FileManager.default.contentsOfDirectory(atPath: directory))?.isEmpty ?? false {
        try? FileManager.default.removeItem(atPath: directory)
      }
    }
    do {
      generation = try IndexDirectory.makeGeneration(in: directory)
    } catch {
      throw .storage(IndexFormatError(path: directory, reason: "cannot create index directory (\(error))"))
    }
    do {
      builder = try IndexBuilder(
        settings: settings, replicaSettings: replicaSettings, directory: generation, memory: memory)
    } catch {
      discard(generation)
      throw .storage(error as? IndexFormatError ?? IndexFormatError(path: generation, reason: "\(error)"))
    }
    builder.synonyms = synonyms
    builder.rules = rules
    builder.prefixListMinPostings = prefixListMinPostings
    builder.nearPairSettings = nearPairs
    let session = ImportSession(
      builder: builder, skipInvalid: skipInvalid, totalBytes: totalBytes, start: start, progress: progress)
    do {
      try body(session)
      try builder.finish()
      try IndexDirectory.publish(generation, in: directory)
    } catch {
      discard(generation)
      if let error = error as? ImportError { throw error }
      throw .storage(error as? IndexFormatError ?? IndexFormatError(path: generation, reason: "\(error)"))
    }
    session.report(finished: true)
    return ImportReport(
      directory: directory, imported: builder.count, skipped: session.skipped,
      skippedErrors: session.skippedErrors, seconds: Date().timeIntervalSince(start))
  }
}

/// The mutable state of one running import (records counted, errors kept, progress throttled).
final class ImportSession {
  let builder: IndexBuilder
  let skipInvalid: Bool
  let totalBytes: Int?
  let start: Date
  let progress: (@Sendable (ImportProgress) -> Void)?
  var position = 0
  var bytesRead = 0
  var skipped = 0
  var skippedErrors: [RecordError] = []
  private var lastReport = Date.distantPast

  init(
    builder: IndexBuilder, skipInvalid: Bool, totalBytes: Int?, start: Date,
    progress: (@Sendable (ImportProgress) -> Void)?
  ) {
    self.builder = builder
    self.skipInvalid = skipInvalid
    self.totalBytes = totalBytes
    self.start = start
    self.progress = progress
  }

  func add(_ record: JSONValue, position: Int, file: String?, line: Int?) throws(ImportError) {
    try handle(position: position, file: file, line: line, column: nil) { try builder.add(record, position: position) }
  }

  /// Adds a record prepared on the reader's thread (or reports why it could not be prepared).
  func add(
    _ prepared: Result<PreparedRecord, RecordError>, blob: UnsafeRawBufferPointer, text: ExtractedText,
    attributes: ExtractedAttributes, position: Int, file: String?, line: Int?, column: Int?
  ) throws(ImportError) {
    try handle(position: position, file: file, line: line, column: column) {
      try builder.add(try prepared.get(), blob: blob, text: text, attributes: attributes, position: position)
    }
  }

  /// Runs one addition, turning a bad record into an error or a skip as `skipInvalid` says.
  private func handle(
    position: Int, file: String?, line: Int?, column: Int?, _ body: () throws -> Void
  ) throws(ImportError) {
    do {
      try body()
    } catch var error as RecordError {
      error.file = file
      error.line = line
      error.column = column
      guard skipInvalid else { throw .invalidRecord(error) }
      skipped += 1
      if skippedErrors.count < 100 { skippedErrors.append(error) }
    } catch let error as IndexFormatError {
      throw .storage(error)
    } catch {
      throw .storage(IndexFormatError(path: builder.directory, reason: "\(error)"))
    }
    if progress != nil && (builder.count + skipped) % 1024 == 0 { report(finished: false) }
  }

  func report(finished: Bool) {
    guard let progress else { return }
    let now = Date()
    guard finished || now.timeIntervalSince(lastReport) >= 0.1 else { return }
    lastReport = now
    progress(
      ImportProgress(
        records: builder.count, skipped: skipped, bytesRead: bytesRead, totalBytes: totalBytes,
        elapsed: now.timeIntervalSince(start), isFinished: finished))
  }
}
