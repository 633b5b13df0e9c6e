@preconcurrency import CEditLine
import NIOConcurrencyHelpers

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C side of tab completion: libedit calls `attempt` with the line buffer, it asks the
/// current `Completer` and hands back malloc'd matches in readline's layout.
///
/// libedit's callback cannot carry context, so the completer lives in a locked box that the prompt
/// loop refreshes before each line (the only global state of the shell, as the notes prescribe).
enum CompletionBridge {
  /// The completer used by the next Tab.
  static let current = NIOLockedValueBox<Completer?>(nil)

  /// Registers the callback with libedit and sets word breaks to blanks only, so that
  /// `category=Bo` is one word for libedit as it is for the shell.
  static func install() {
    rl_attempted_completion_function = { text, start, end in
      CompletionBridge.attempt(start: Int(start), end: Int(end))
    }
    rl_basic_word_break_characters = UnsafePointer(strdup(" \t"))
  }

  /// readline's `rl_attempted_completion_function`: NULL when nothing fits, else
  /// `[common, match1, …, NULL]` (or `[match, NULL]`), every string malloc'd for libedit to free.
  static func attempt(start: Int, end: Int) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    rl_attempted_completion_over = 1
    guard let buffer = rl_line_buffer, let completer = current.withLockedValue({ $0 }) else { return nil }
    let bytes = Array(String(cString: buffer).utf8)
    let cursor = min(max(Int(rl_point), 0), bytes.count)
    let prefix = String(decoding: bytes[..<cursor], as: UTF8.self)
    let result = completer.complete(line: String(decoding: bytes, as: UTF8.self), cursor: prefix.count)
    guard !result.suffixes.isEmpty else { return nil }
    let wordStart = min(max(start, 0), cursor)
    let typed = String(decoding: bytes[wordStart..<cursor], as: UTF8.self)
    // libedit replaces its word (from `start`) with the match: when that word is the completer's,
    // the match is the completer's whole replacement (quoted values); else the typed text with
    // the suffix appended.
    let replaces = !result.replacements.isEmpty && typed == String(prefix.dropFirst(result.wordStart))
    let matches = replaces ? result.replacements : result.suffixes.map { typed + $0 }
    let continues = matches.count == 1 && (matches[0].hasSuffix("=") || matches[0].hasSuffix("/"))
    rl_completion_append_character = continues ? 0 : 32
    let common = (replaces ? result.commonReplacement : nil) ?? typed + result.commonSuffix
    let entries = matches.count == 1 ? matches : [common] + matches
    // libedit frees the array and its strings with free(), so both must come from malloc.
    guard let raw = malloc(MemoryLayout<UnsafeMutablePointer<CChar>?>.stride * (entries.count + 1)) else { return nil }
    let list = raw.bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: entries.count + 1)
    for (index, entry) in entries.enumerated() { list[index] = strdup(entry) }
    list[entries.count] = nil
    return list
  }
}
