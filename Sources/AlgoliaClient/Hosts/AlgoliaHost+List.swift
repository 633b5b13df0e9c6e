import Foundation

extension AlgoliaHost {
  /// Why a `--hosts` value was rejected: the entry, its 1-based position, and the forms accepted.
  public struct ListError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The entry as given.
    public var entry: String
    /// Its 1-based position in the comma-separated list.
    public var position: Int

    /// `invalid host 'ftp://x' (entry 2 of --hosts): expected http(s)://HOST[:PORT] or HOST[:PORT]`.
    public var description: String {
      "invalid host '\(entry)' (entry \(position) of --hosts): expected http(s)://HOST[:PORT] or HOST[:PORT]"
    }
  }

  /// Parses a comma-separated `--hosts` value (`http://127.0.0.1:7700,https://proxy.local`), in
  /// order; empty entries are skipped, an empty list is an error (entry 1).
  public static func parseList(_ text: String) throws(ListError) -> [AlgoliaHost] {
    var hosts: [AlgoliaHost] = []
    for (offset, entry) in text.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
      let trimmed = entry.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty { continue }
      guard let host = AlgoliaHost(parsing: trimmed) else { throw ListError(entry: trimmed, position: offset + 1) }
      hosts.append(host)
    }
    if hosts.isEmpty { throw ListError(entry: text, position: 1) }
    return hosts
  }
}
