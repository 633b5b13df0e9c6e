/// The shell's command-line options, as parsed by the `instantsearch` executable.
///
/// Kept free of swift-argument-parser so the executable stays "argument parsing only" and the
/// tests can start a shell with any combination of options.
public struct LaunchOptions: Sendable, Hashable {
  /// `--index DIR` (repeatable): embedded index directories to open; the first is searched.
  public var indexDirectories: [String] = []
  /// `-f FILE` (repeatable, `-` = stdin): scripts to run, in order.
  public var scriptFiles: [String] = []
  /// `-c CMDS` (repeatable): commands to run after the scripts; `;` separates statements.
  public var commands: [String] = []
  /// `--echo`: print each command before its output.
  public var echo = false
  /// `--keep-going`: do not stop at the first error (the exit status is still 1).
  public var keepGoing = false
  /// `--json`: one JSON document per line.
  public var json = false
  /// `--timing`: print how long each command took.
  public var timing = false
  /// `--app-id ID` (or `ALGOLIA_APP_ID`): search Algolia (or a server speaking its protocol) instead of a local index;
  /// the key comes from `ALGOLIA_API_KEY` or the credentials file, never from history.
  public var appID: String?
  /// `--index-name NAME`: the remote index to search (required with `--app-id`).
  public var remoteIndex: String?
  /// `--hosts URL,...` (repeatable, comma-separated): hosts to use instead of Algolia's (e.g.
  /// `instantsearch serve`).
  public var hosts: [String] = []
  /// `--live`: open the full-screen live mode at start (interactive sessions only).
  public var live = false
  /// `--color auto|always|never`.
  public var color = ColorChoice.auto

  public init() {}

  /// True when there is something to run in batch (scripts or `-c`).
  public var hasBatchInput: Bool { !scriptFiles.isEmpty || !commands.isEmpty }
}
