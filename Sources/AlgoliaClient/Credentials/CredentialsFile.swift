import Foundation

/// The credentials file: `NAME=VALUE` lines, `#` comments, readable by its owner only.
///
/// Names are the environment variables' (`ALGOLIA_APP_ID`, `ALGOLIA_APPLICATION_ID`,
/// `ALGOLIA_API_KEY`), so a user can move a setting between the file and the environment
/// without translating it. A file whose mode gives any permission to group or others is
/// refused: it holds a secret.
public struct CredentialsFile: Sendable, Hashable {
  /// Where the file is.
  public var path: String

  /// A file at an explicit path.
  public init(path: String) {
    self.path = path
  }

  /// `$XDG_CONFIG_HOME/instantsearch/credentials`, else `~/.config/instantsearch/credentials`.
  public static func defaultLocation(environment: [String: String]) -> CredentialsFile? {
    if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty {
      return CredentialsFile(path: config + "/instantsearch/credentials")
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return CredentialsFile(path: home + "/.config/instantsearch/credentials")
  }

  /// True when a file exists at `path`.
  public var exists: Bool { FileManager.default.fileExists(atPath: path) }

  /// The file's `NAME=VALUE` entries, after checking its mode.
  ///
  /// - Throws: `CredentialsError.insecureConfigFile` when group or others have any access,
  ///   `.unreadableConfigFile` or `.malformedConfigFile` otherwise.
  public func entries() throws(CredentialsError) -> [String: String] {
    let attributes: [FileAttributeKey: Any]
    do {
      attributes = try FileManager.default.attributesOfItem(atPath: path)
    } catch {
      throw .unreadableConfigFile(path: path, reason: "no such file or not accessible")
    }
    if let mode = attributes[.posixPermissions] as? NSNumber, mode.intValue & 0o077 != 0 {
      throw .insecureConfigFile(path: path, mode: String(mode.intValue & 0o777, radix: 8))
    }
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else {
      throw .unreadableConfigFile(path: path, reason: "not UTF-8 text")
    }
    return try Self.parse(text, path: path)
  }

  /// Parses `NAME=VALUE` lines; blank lines and `#` comments are skipped, values may be quoted.
  static func parse(_ text: String, path: String) throws(CredentialsError) -> [String: String] {
    var entries: [String: String] = [:]
    for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      guard let equals = line.firstIndex(of: "=") else {
        throw .malformedConfigFile(path: path, line: offset + 1)
      }
      var name = line[..<equals].trimmingCharacters(in: .whitespaces)
      if name.hasPrefix("export ") { name = String(name.dropFirst(7)).trimmingCharacters(in: .whitespaces) }
      var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
        value = String(value.dropFirst().dropLast())
      }
      guard !name.isEmpty else { throw .malformedConfigFile(path: path, line: offset + 1) }
      entries[name] = value
    }
    return entries
  }
}
