extension CommandTable {
  /// The completion syntax of every command: names, the options each command lists (checked
  /// against its parser by a spec, so completion never offers an option the parser rejects) and
  /// what its arguments complete to.
  public var syntax: [CommandSyntax] {
    commands.map { type in
      CommandSyntax(names: [type.name] + type.aliases, options: type.completedOptions, arguments: type.argumentCompletion)
    }
  }
}
