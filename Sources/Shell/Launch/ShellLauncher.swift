import Foundation
import SearchEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts a shell: decides between the prompt and batch mode, runs, and returns the exit status.
///
/// Interactive iff stdin and stdout are both terminals and no script or `-c` was given (psql's
/// rule); otherwise the scripts, then the `-c` commands, or else standard input, are run in batch.
/// Exit status: 0 when every statement succeeded, 1 otherwise.
@MainActor
public struct ShellLauncher {
  /// The parsed command line.
  public var options: LaunchOptions
  /// The process environment (NO_COLOR, TERM, XDG_*).
  public var environment: [String: String]
  /// Where results go.
  public var output: any TextSink
  /// Where diagnostics go.
  public var errors: any TextSink
  /// Whether standard input is a terminal.
  public var stdinIsTerminal: Bool
  /// Whether standard output is a terminal.
  public var stdoutIsTerminal: Bool

  /// A launcher on the real process: file descriptors 0, 1, 2 and the real environment.
  public init(options: LaunchOptions) {
    self.options = options
    self.environment = ProcessInfo.processInfo.environment
    self.output = FileSink.standardOutput()
    self.errors = FileSink.standardError()
    self.stdinIsTerminal = isatty(0) == 1
    self.stdoutIsTerminal = isatty(1) == 1
  }

  /// A launcher on given streams (tests).
  public init(
    options: LaunchOptions, environment: [String: String], output: any TextSink, errors: any TextSink,
    stdinIsTerminal: Bool = false, stdoutIsTerminal: Bool = false
  ) {
    self.options = options
    self.environment = environment
    self.output = output
    self.errors = errors
    self.stdinIsTerminal = stdinIsTerminal
    self.stdoutIsTerminal = stdoutIsTerminal
  }

  /// Whether the session gets a prompt and a line editor.
  public var isInteractive: Bool {
    stdinIsTerminal && stdoutIsTerminal && !options.hasBatchInput
  }

  /// Builds the session (printer, settings, index) without running anything.
  public func makeSession(
    workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  ) -> ShellSession {
    let style = Style(isEnabled: options.color.isEnabled(environment: environment, stdoutIsTerminal: stdoutIsTerminal))
    let printer = Printer(output: output, errors: errors, isJSON: options.json, style: style)
    let settings = SessionSettings(
      isInteractive: isInteractive, echo: options.echo, keepGoing: options.keepGoing, timing: options.timing
    )
    let session = ShellSession(
      printer: printer, settings: settings, workingDirectory: workingDirectory, environment: environment,
      algoliaAppID: options.appID)
    return session
  }

  /// Runs the shell to the end and returns the exit status.
  public func run() async -> Int32 {
    await run(session: makeSession())
  }

  /// Runs the shell on a session made by `makeSession()` (tests adjust it first).
  public func run(session: ShellSession) async -> Int32 {
    if session.search == nil {
      do {
        let search = try openIndex()
        session.open(search)
        // Facet attributes for Tab completion from the start (a failure here is not fatal:
        // the first command will report a backend problem in its own words).
        if isInteractive { _ = try? await search.indexSettings() }
        session.updateCompletionData()
      } catch {
        session.printer.report(error: error.message, location: nil, line: nil)
        session.printer.endCommand()
        return 1
      }
    }
    if options.live, !isInteractive {
      session.printer.report(error: "--live needs an interactive terminal (standard input and output), without -f or -c", location: nil, line: nil)
      session.printer.endCommand()
      return 1
    }
    if isInteractive {
      await InteractiveLoop(session: session, environment: environment, startsLive: options.live).run()
    } else {
      await runBatch(session)
    }
    session.recorder?.close()
    session.printer.endCommand()
    return session.failureCount == 0 ? 0 : 1
  }

  /// Opens the backend the command line names: an Algolia index (`--app-id`/`--index-name`/
  /// `--hosts`), `--index` directories (the first is searched, named after its folder), or the
  /// demo index, generated on first use.
  func openIndex() throws(CommandFailure) -> SearchContext {
    if options.appID != nil || options.remoteIndex != nil || !options.hosts.isEmpty {
      if !options.indexDirectories.isEmpty {
        throw CommandFailure("--index DIR opens a local index; it cannot be combined with --app-id, --index-name or --hosts")
      }
      return try RemoteService.open(options: options, environment: environment)
    }
    let errors = self.errors
    let interactive = isInteractive
    // Said only at the prompt: batch output stays the same on the first run and later ones.
    let report: (String) -> Void = { message in
      guard interactive else { return }
      errors.write(message + "\n")
      errors.flush()
    }
    return try LocalBackend.open(
      directories: options.indexDirectories, paths: ShellPaths(environment: environment), progress: report)
  }

  /// Runs the scripts, then the `-c` commands, or standard input when neither was given.
  func runBatch(_ session: ShellSession) async {
    let runner = ScriptRunner(session: session)
    if !options.hasBatchInput {
      _ = await runner.run(StandardInputLineSource())
      return
    }
    for file in options.scriptFiles {
      let outcome: ScriptRunner.Outcome
      if file == "-" {
        outcome = await runner.run(StandardInputLineSource())
      } else {
        guard let text = readScript(file, session: session) else {
          if session.settings.keepGoing { continue } else { return }
        }
        outcome = await runner.run(StringLineSource(text: text, source: file))
      }
      if outcome != .completed { return }
    }
    for (index, command) in options.commands.enumerated() {
      let outcome = await runner.run(StringLineSource(text: command, source: "<-c>", lineNumber: index + 1))
      if outcome != .completed { return }
    }
  }

  private func readScript(_ file: String, session: ShellSession) -> String? {
    do {
      return try String(contentsOf: session.resolve(path: file), encoding: .utf8)
    } catch {
      session.printer.report(
        error: "cannot read script \(file): \(SourceCommand.reason(error))", location: nil, line: nil
      )
      session.noteFailure()
      return nil
    }
  }
}
