/// The statements of a session as shown (`history [N]`): the last ones, numbered as they ran.
public struct HistoryView: Sendable, Hashable {
  /// Every statement run, oldest first (their positions number them from 1).
  public var statements: [String]
  /// How many of the last ones show; nil shows them all.
  public var limit: Int?

  /// The statements shown, with their numbers from 1.
  public var shown: [(number: Int, statement: String)] {
    let count = min(limit ?? statements.count, statements.count)
    let first = statements.count - count
    return statements[first...].enumerated().map { (first + $0.offset + 1, $0.element) }
  }
}
