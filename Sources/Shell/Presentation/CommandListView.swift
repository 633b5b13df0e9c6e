/// The commands of the shell as shown (`help`): each with its usage and one-line summary, listed
/// by group.
public struct CommandListView: Sendable, Hashable {
  /// One command.
  public struct Entry: Sendable, Hashable {
    /// Its name (`refine`).
    public var name: String
    /// Its usage line (`refine ATTR=VALUE`).
    public var usage: String
    /// Its one-line summary.
    public var summary: String
    /// The title of the group it is listed under (`refine`).
    public var group: String
  }

  /// The commands, in the table's order.
  public var commands: [Entry]
  /// The group titles, in the order the groups are listed.
  public var groups: [String]
}
