/// `expect error [TEXT]`: the statement before it must have failed (with TEXT in its message).
///
/// The runner consults this before reporting a failure, because a script that stops at the first
/// error would otherwise never reach the `expect error` that follows it.
public enum ExpectErrorMatcher {
  /// True for `expect error …`.
  public static func isExpectError(_ statement: Statement) -> Bool {
    statement.words.count >= 2 && statement.words[0] == "expect" && statement.words[1] == "error"
  }

  /// Checks the expected text (if any) against the failure's message.
  ///
  /// - Throws: `CommandFailure` saying what was expected and what the error said.
  public static func check(_ statement: Statement, failure: String) throws(CommandFailure) {
    let expected = statement.words.dropFirst(2).joined(separator: " ")
    guard expected.isEmpty || failure.contains(expected) else {
      throw CommandFailure("expect error: expected an error containing '\(expected)', found '\(failure)'")
    }
  }
}
