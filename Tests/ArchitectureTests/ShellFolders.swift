import Foundation

/// The types each folder of `Sources/Shell` declares and the ones its files name, read as text:
/// a top-level type name (nested ones are named through their outer type) (`class`, `struct`, `enum`, `protocol`, `actor`, `typealias`) belongs to the folder
/// declaring it, and a file refers to every declared name it spells outside comments.
struct ShellFolders {
  /// A file's reference to a type of another folder.
  struct Reference: Hashable {
    var file: String
    var type: String
    var from: String
    var to: String
  }

  /// The folder declaring each type.
  private(set) var owners: [String: String] = [:]
  /// Folder-relative path → text without comments.
  private(set) var files: [String: String] = [:]

  init(root: URL) throws {
    let paths = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    for url in paths {
      let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
      let text = try String(contentsOf: url, encoding: .utf8)
      files[relative] = text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
        .joined(separator: "\n")
    }
    let declaration =
      /(?:@\w+\s+)*(?:(?:public|internal|package|fileprivate|private|final|nonisolated|indirect)\s+)*(?:class|struct|enum|protocol|actor|typealias)\s+([A-Z]\w*)/
    for (file, text) in files.sorted(by: { $0.key < $1.key }) {
      for line in text.split(separator: "\n") {
        guard let match = line.prefixMatch(of: declaration), owners[String(match.output.1)] == nil else { continue }
        owners[String(match.output.1)] = Self.folder(of: file)
      }
    }
  }

  /// The top folder of a relative path (`Commands` for `Commands/Search/QueryCommand.swift`).
  static func folder(of file: String) -> String {
    file.split(separator: "/").count > 1 ? String(file.split(separator: "/")[0]) : "."
  }

  /// The folders holding Swift files.
  var folders: Set<String> { Set(files.keys.map(Self.folder(of:))) }

  /// Every reference from a file to a type another folder declares.
  var references: [Reference] {
    var found: Set<Reference> = []
    for (file, text) in files {
      let from = Self.folder(of: file)
      for match in text.matches(of: /\b[A-Z][A-Za-z0-9_]*\b/) {
        let name = String(match.output)
        guard let to = owners[name], to != from else { continue }
        found.insert(Reference(file: file, type: name, from: from, to: to))
      }
    }
    return found.sorted { ($0.file, $0.type) < ($1.file, $1.type) }
  }
}
