import Foundation

/// What `instantsearch check --index DIR` found: one line per file and per check, and the problems.
public struct IndexCheckReport: Sendable {
  /// The report, one line per file checked and per structure check, in the order made.
  public var lines: [String] = []
  /// Each problem found, as `path: reason`.
  public var problems: [IndexFormatError] = []

  /// True when nothing is damaged.
  public var isIntact: Bool { problems.isEmpty }
}

/// Verifies an index in full: what an open leaves out to stay fast at any size.
///
/// An open checks headers, section tables, small sections' checksums and the tables that follow
/// the record count, and the posting lists term by term as queries reach them; it never reads the
/// large sections whole. This reads every byte: every section's checksum in every file, then every
/// structure check (every term's postings and position blocks), then
/// decompresses and decodes every stored record. It takes time in proportion to the index.
public enum IndexCheck {
  /// Checks every index at `path`: the index directory itself, or each index directory a directory
  /// of indexes holds (what the shell's `--index` takes). A path with neither gives the one report
  /// saying why it is no index.
  public static func runAll(path: String) -> [IndexCheckReport] {
    let found = IndexDirectory.indexPaths(at: path)
    return found.isEmpty ? [run(path: path)] : found.map(run(path:))
  }

  /// Checks the live generation of the index directory `path`.
  public static func run(path: String) -> IndexCheckReport {
    var report = IndexCheckReport()
    let generation: String
    do {
      generation = try IndexDirectory.liveGeneration(of: path)
    } catch {
      report.problems.append(error)
      return report
    }
    report.lines.append("index \(path), generation \(URL(fileURLWithPath: generation).lastPathComponent)")
    let kinds = [
      (IndexLayout.meta, IndexLayout.metaKind), (IndexLayout.records, IndexLayout.recordsKind),
      (IndexLayout.text, IndexLayout.textKind), (IndexLayout.facets, IndexLayout.facetsKind),
      (IndexLayout.numbers, IndexLayout.numbersKind),
    ]
    for (name, kind) in kinds {
      do {
        let file = try IndexFile(path: generation + "/" + name, kind: kind, checksumLimit: .max)
        let bytes = file.entries.reduce(0) { $0 + $1.bytes.count }
        report.lines.append("\(name): \(counted(file.entries.count, "section")), \(byteCount(bytes)), every checksum matches")
      } catch {
        report.problems.append(error)
      }
    }
    guard report.isIntact else { return report }
    do {
      let snapshot = try IndexSnapshot(name: URL(fileURLWithPath: path).lastPathComponent, directory: generation)
      try snapshot.verifyStructure()
      let postings = snapshot.postings
      report.lines.append(
        "structure: \(counted(snapshot.recordCount, "record")), \(counted(snapshot.dictionary.count, "term")), "
          + "\(counted(postings.count, "posting")), \(IndexCheck.byteCount(postings.positionData.count)) of positions, "
          + "\(counted(snapshot.prefixLists.count, "prefix list")), \(counted(snapshot.nearPairs.count, "near-pair list")): "
          + "every table is in bounds")
      for doc in 0..<snapshot.recordCount { _ = try snapshot.record(doc) }
      report.lines.append(snapshot.recordCount == 1 ? "records: the one record decodes" : "records: all \(snapshot.recordCount) decode")
    } catch {
      report.problems.append(error)
    }
    return report
  }

  /// `1 record`, `3 records`.
  static func counted(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
  }

  /// `1.7 GB`, `610.2 MB`, `12 KB`, `512 bytes`.
  static func byteCount(_ bytes: Int) -> String {
    let units: [(Double, String)] = [(1e9, "GB"), (1e6, "MB"), (1e3, "KB")]
    for (size, unit) in units where Double(bytes) >= size {
      return String(format: "%.1f", Double(bytes) / size) + " " + unit
    }
    return "\(bytes) bytes"
  }
}
