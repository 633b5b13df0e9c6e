extension StringProtocol {
  /// The text without leading and trailing spaces, tabs and line breaks: what a statement, a
  /// history line or a usage line is compared and shown as.
  func trimmingBlanks() -> String {
    let blanks: Set<Character> = [" ", "\t", "\r", "\n"]
    guard let first = firstIndex(where: { !blanks.contains($0) }),
      let last = lastIndex(where: { !blanks.contains($0) })
    else { return "" }
    return String(self[first...last])
  }
}
