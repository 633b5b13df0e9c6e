@preconcurrency import CEditLine
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The prompt: libedit's readline-compatible API with persistent history and tab completion.
///
/// Only used when stdin and stdout are terminals (libedit disables editing otherwise). UTF-8
/// input needs a UTF-8 `LC_CTYPE`, so the locale is taken from the environment with `C.UTF-8`
/// as a fallback. History lines are filtered by `HistoryPolicy` and the file is rewritten after
/// every line with mode 0600, so a crash loses nothing and no other user can read it.
@MainActor
public final class LineEditor {
  /// What one call to `readLine` produced.
  public enum Input: Sendable, Hashable {
    /// A line (without its line break).
    case line(String)
    /// Ctrl-C: the line was abandoned.
    case interrupted
    /// Ctrl-D on an empty line.
    case endOfInput
  }

  /// The history file, or nil when history is not persisted.
  public let historyFile: URL?
  private var lastEntry: String?
  /// The history as saved to the file (plain lines, ``HistoryFile``).
  private var entries: [String] = []

  /// Prepares libedit: locale, program name, completion, signals and history.
  public init(historyFile: URL?) {
    self.historyFile = historyFile
    if setlocale(LC_CTYPE, "") == nil || !Self.localeIsUTF8() {
      _ = setlocale(LC_CTYPE, "C.UTF-8")
    }
    rl_readline_name = UnsafePointer(strdup("instantsearch"))
    CompletionBridge.install()
    InterruptFlag.install()
    rl_getc_function = { _ in TerminalInput.readCharacter() }
    stifle_history(Int32(HistoryPolicy.capacity))
    loadHistory()
  }

  /// Sets what Tab completes to until the next call.
  public func setCompleter(_ completer: Completer) {
    CompletionBridge.current.withLockedValue { $0 = completer }
  }

  /// Shows `prompt` and reads one line; a Ctrl-C pressed after `mark` abandons it.
  ///
  /// Take `mark` just before the call and keep it for the line's commands: a press that comes
  /// after Enter but before `readline()` has returned leaves the line intact, and then belongs
  /// to the command the line starts (it is not forgotten here).
  public func readLine(prompt: String, interruptedSince mark: InterruptFlag.Mark) -> Input {
    InterruptFlag.becomeReader()
    TerminalInput.interrupt(since: mark)
    guard let pointer = readline(prompt) else {
      return InterruptFlag.isRaised(since: mark) ? .interrupted : .endOfInput
    }
    defer { free(pointer) }
    return .line(String(cString: pointer))
  }

  /// Adds `line` to the history (unless the policy keeps it out) and saves the file.
  public func remember(_ line: String) {
    guard HistoryPolicy.shouldStore(line, after: lastEntry) else { return }
    let trimmed = line.trimmingBlanks()
    add_history(trimmed)
    lastEntry = trimmed
    entries.append(trimmed)
    saveHistory()
  }

  private func loadHistory() {
    guard let historyFile else { return }
    entries = Array(HistoryFile.read(historyFile).suffix(HistoryPolicy.capacity))
    for entry in entries { add_history(entry) }
    lastEntry = nil
  }

  private func saveHistory() {
    guard let historyFile else { return }
    if entries.count > 2 * HistoryPolicy.capacity { entries.removeFirst(entries.count - HistoryPolicy.capacity) }
    HistoryFile.write(entries, to: historyFile)
  }

  private static func localeIsUTF8() -> Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    return String(cString: codeset).uppercased().replacingOccurrences(of: "-", with: "") == "UTF8"
  }
}
