extension CommandTable {
  /// The shell's commands, in the order `help` lists them.
  public static let standard = CommandTable(commands: [
    EchoCommand.self,
    SourceCommand.self,
    RecordCommand.self,
    HistoryCommand.self,
    HelpCommand.self,
    QuitCommand.self,
  ])
}
