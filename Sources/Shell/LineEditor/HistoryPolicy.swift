/// Which lines typed at the prompt go into the history (and so into the history file).
///
/// Left out: blank lines, a repeat of the previous entry, lines starting with a space (bash's
/// `ignorespace`, a way to keep one line out on purpose) and lines with secrets.
public enum HistoryPolicy {
  /// How many entries the history file keeps.
  public static let capacity = 1000

  /// True when `line` should be added after `previous`.
  public static func shouldStore(_ line: String, after previous: String?) -> Bool {
    let trimmed = line.trimmingBlanks()
    guard !trimmed.isEmpty, !line.hasPrefix(" "), trimmed != previous else { return false }
    return !SecretFilter.containsSecret(line)
  }
}
