/// The part of a command's declaration that tab completion needs: its name, options and arguments.
public struct CommandSyntax: Sendable, Hashable {
  /// The name and aliases.
  public var names: [String]
  /// Long and short option spellings (`--raw`, `-n`), sorted.
  public var options: [String]
  /// What the positional arguments complete to.
  public var arguments: ArgumentCompletion

  public init(names: [String], options: [String], arguments: ArgumentCompletion) {
    self.names = names
    self.options = options
    self.arguments = arguments
  }
}
