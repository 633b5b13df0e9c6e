import ArgumentParser
import Foundation
import Shell

/// `instantsearch [shell]`: the interactive shell, or batch mode for scripts, pipes and `-c`.
///
/// Argument parsing only: the options are copied into `LaunchOptions` and `ShellLauncher`
/// does the rest, so the shell's behaviour is tested without spawning the executable.
struct ShellCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "shell",
    abstract: "Explore an index at a prompt with line editing, or run scripts in batch.",
    discussion: HelpReflow.paragraphs(
      """
        Interactive when stdin and stdout are terminals and no -f/-c is given; otherwise the scripts
        (-f, in order), then the -c commands, or else standard input are run in batch. Batch mode
        stops at the first error (exit status 1, 'FILE:LINE: message' on stderr) unless --keep-going.
        Without --index the built-in demo index is opened (generated on first use); with --index-name
        an Algolia index (or a server speaking its protocol at --hosts) is searched instead.

        Examples:
          instantsearch
          instantsearch --index ./products.idx
          instantsearch --live
          ALGOLIA_API_KEY=... instantsearch --app-id LATENCY --index-name products
          instantsearch --app-id local --index-name products --hosts http://127.0.0.1:7700
          instantsearch -c 'query phone; facets brand --limit 5'
          instantsearch -f session.is --echo
          echo 'stats' | instantsearch --json
        """)
  )

  @Option(
    name: .customLong("index"),
    help: ArgumentHelp("An index directory to open (repeatable; the first is searched).", valueName: "dir"),
    completion: .custom { _, _, prefix in IndexNameCompletion.candidates(prefix: prefix) }
  )
  var indexes: [String] = []

  @Option(
    help: ArgumentHelp(
      "Search an Algolia application (or --hosts) instead of a local index; also read from ALGOLIA_APP_ID or ALGOLIA_APPLICATION_ID. The key is read from ALGOLIA_API_KEY or the credentials file.",
      valueName: "id")
  )
  var appID: String?

  @Option(help: ArgumentHelp("The remote index to search (with --app-id, ALGOLIA_APP_ID or --hosts).", valueName: "name"))
  var indexName: String?

  @Option(
    help: ArgumentHelp(
      "Hosts to use instead of Algolia's, comma-separated, e.g. http://127.0.0.1:7700 (repeatable).", valueName: "urls")
  )
  var hosts: [String] = []

  /// Old spelling of `--index-name`, kept for scripts written before the rename.
  @Option(help: .hidden) var algoliaIndex: String?

  /// Old spelling of `--hosts`, kept for scripts written before the rename.
  @Option(help: .hidden) var host: [String] = []

  @Option(
    name: .customShort("f"),
    help: ArgumentHelp("A script to run (repeatable; '-' reads standard input).", valueName: "file"),
    completion: .file(extensions: ["is"])
  )
  var files: [String] = []

  @Option(
    name: .customShort("c"),
    help: ArgumentHelp("Commands to run, separated by ';' (repeatable; run after the -f scripts).", valueName: "cmds")
  )
  var commands: [String] = []

  @Flag(help: "Print each command before its output.")
  var echo = false

  @Flag(help: "Run the rest of a script after an error (the exit status is still 1).")
  var keepGoing = false

  @Flag(help: "Print one JSON document per line for every command that prints.")
  var json = false

  @Flag(help: "Open the full-screen live mode (search as you type) at start; Esc returns to the prompt.")
  var live = false

  @Flag(help: "Print how long each command took (off by default so output is reproducible).")
  var timing = false

  @Option(
    help: ArgumentHelp("Colour output: auto (on a terminal, unless NO_COLOR is set), always or never.", valueName: "when"),
    completion: .list(ColorChoice.allCases.map(\.rawValue))
  )
  var color = "auto"

  func validate() throws {
    guard ColorChoice(rawValue: color) != nil else {
      throw ValidationError("--color must be auto, always or never (got '\(color)')")
    }
  }

  func run() async throws {
    var options = LaunchOptions()
    options.indexDirectories = indexes
    options.scriptFiles = files
    options.commands = commands
    options.echo = echo
    options.keepGoing = keepGoing
    options.json = json
    options.timing = timing
    options.live = live
    options.color = ColorChoice(rawValue: color) ?? .auto
    options.appID = appID
    options.remoteIndex = indexName ?? algoliaIndex
    options.hosts = hosts + host
    let status = await ShellLauncher(options: options).run()
    if status != 0 { throw ExitCode(status) }
  }
}
