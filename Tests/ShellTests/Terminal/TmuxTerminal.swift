import Foundation

/// A real pseudo-terminal driven through tmux: start the shell in a pane, type, read the screen.
///
/// The shell runs from an interactive bash in the pane (libedit re-raises signals to its whole
/// process group, which must not include the test). Reads poll `capture-pane` until a condition
/// holds or a deadline passes, so tests wait as long as needed and no longer.
///
/// `@unchecked Sendable`: one spec drives it, from its task or (while it waits) from the thread
/// that polls the screen, never both at once.
final class TmuxTerminal: @unchecked Sendable {
  /// Whether tmux is installed (the tests are skipped otherwise).
  static let isAvailable: Bool = executable(named: "tmux") != nil

  /// The built `instantsearch` next to the test bundle, if it was built.
  static let shellBinary: URL? = {
    let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [bundleDirectory, bundleDirectory.deletingLastPathComponent()] {
      let url = candidate.appendingPathComponent("instantsearch")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }()

  /// Whether pty tests can run at all.
  static var canRun: Bool { isAvailable && shellBinary != nil }

  let socket: String
  let session = "shell"
  /// A scratch directory used as HOME and XDG directories.
  let home: URL

  init() throws {
    socket = "isx-\(UUID().uuidString.prefix(8))"
    home = FileManager.default.temporaryDirectory.appendingPathComponent("pty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    try tmux(["-f", "/dev/null", "new-session", "-d", "-x", "120", "-y", "40", "-s", session,
              "env", "-i", "HOME=\(home.path)", "TERM=xterm-256color", "LANG=C.UTF-8", "PATH=/usr/bin:/bin",
              "XDG_STATE_HOME=\(home.path)/state", "XDG_CACHE_HOME=\(ShellRun.environment["XDG_CACHE_HOME"] ?? home.path)", "PS1=$ ",
              "timeout", "--foreground", "-s", "KILL", "600", "bash", "--norc", "--noprofile", "-i"])
    serverPID = Int32(try tmux(["display-message", "-p", "#{pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
  }

  /// The tmux server's process ID, killed by `close()` whatever state the pane is in.
  private var serverPID: Int32 = 0
  private var isClosed = false

  /// Ends the server (and with it the pane and the shell) and removes the scratch directory.
  /// Tests call it with `defer`; `deinit` calls it too.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    _ = try? tmux(["kill-server"])
    if serverPID > 0 { kill(serverPID, SIGKILL) }
    try? FileManager.default.removeItem(at: home)
  }

  deinit {
    close()
  }

  /// Starts the shell in the pane with `arguments` (and `environment` added to the pane's) and
  /// waits for its prompt.
  func startShell(_ arguments: [String] = [], environment: [String: String] = [:], prompt: String = "> ") async throws {
    guard let binary = Self.shellBinary else { throw TerminalError("instantsearch binary not found") }
    let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let words = (assignments.isEmpty ? [] : ["env"] + assignments) + [binary.path] + arguments
    let line = words.map { "'\($0)'" }.joined(separator: " ")
    try type(line)
    try press("Enter")
    try await waitFor("the prompt") { $0.lastNonEmptyLine?.hasSuffix(prompt.trimmingCharacters(in: .whitespaces)) ?? false }
  }

  /// Types `line`, presses Enter and waits until a screen line reads `output` and the prompt
  /// is back (typing before that would mix keystrokes with the command's output).
  func run(_ line: String, until output: String) async throws {
    try type(line)
    try press("Enter")
    try await waitFor("'\(output)'") { screen in
      screen.lines.contains(output) && (screen.lastNonEmptyLine?.hasSuffix(">") ?? false)
    }
  }

  /// Types literal text (no Enter).
  func type(_ text: String) throws {
    try tmux(["send-keys", "-t", session, "-l", text])
  }

  /// Pastes `text` as a terminal does: tmux writes the whole buffer to the pane at once, where
  /// `type` sends one key at a time.
  func paste(_ text: String) throws {
    try tmux(["set-buffer", "-b", "paste", "--", text])
    try tmux(["paste-buffer", "-d", "-b", "paste", "-t", session])
  }

  /// Presses named keys (`Enter`, `Tab`, `C-c`, `C-d`, `Up`).
  func press(_ keys: String...) throws {
    try tmux(["send-keys", "-t", session] + keys)
  }

  /// Resizes the window (the program in the pane gets SIGWINCH).
  func resize(columns: Int, rows: Int) throws {
    try tmux(["resize-window", "-t", session, "-x", String(columns), "-y", String(rows)])
  }

  /// The visible screen.
  func screen() throws -> Screen {
    Screen(text: try tmux(["capture-pane", "-p", "-t", session]), capturedAt: Date())
  }

  /// Polls the screen until `condition` holds; throws with the screen after `timeout` seconds
  /// (five times longer in a sanitizer run, whose binaries run several times slower).
  ///
  /// The polling runs on a thread of its own and the caller suspends meanwhile: a spec sleeping
  /// on a thread of the cooperative pool (two on a two-core machine) holds back every other spec,
  /// while one polling from the pool would see the screen late when the pool is busy. The screen
  /// returned carries the time it was captured, which is what a spec measuring latency reads.
  @discardableResult
  func waitFor(_ what: String, timeout: Double = 20, _ condition: @escaping @Sendable (Screen) -> Bool) async throws -> Screen {
    let slowdown = ProcessInfo.processInfo.environment["INSTANTSEARCH_SANITIZER"] == nil ? 1.0 : 5.0
    let deadline = Date().addingTimeInterval(timeout * slowdown)
    return try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(with: Result { try self.poll(what, until: deadline, condition) })
      }
    }
  }

  private func poll(_ what: String, until deadline: Date, _ condition: (Screen) -> Bool) throws -> Screen {
    var last = Screen(text: "")
    while Date() < deadline {
      last = try screen()
      if condition(last) { return last }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw TerminalError("timed out waiting for \(what); screen:\n\(last.text)")
  }

  /// Runs tmux and waits for it with `waitpid` (Foundation's `Process.waitUntilExit` can miss
  /// the exit of a client whose server lives on); only `capture-pane` output is read, through
  /// a file, because the server forked by `new-session` would hold a pipe open forever.
  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    guard let tmux = Self.executable(named: "tmux") else { throw TerminalError("tmux not installed") }
    let outputFile = home.appendingPathComponent("tmux-output")
    let argv = [tmux.path, "-u", "-L", socket] + arguments
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var environment = ProcessInfo.processInfo.environment
    environment["LANG"] = "C.UTF-8"
    environment.removeValue(forKey: "TMUX")
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    let cArguments = argv.map { strdup($0) } + [nil]
    defer {
      envp.forEach { free($0) }
      cArguments.forEach { free($0) }
    }
    // Start tmux (and so the shell) with no signal blocked or ignored, as from a login shell,
    // whatever the test runner's thread had.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGINT)
    sigaddset(&defaults, SIGQUIT)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid = pid_t()
    let spawned = posix_spawn(&pid, tmux.path, &actions, &attributes, cArguments, envp)
    guard spawned == 0 else { throw TerminalError("cannot start tmux: error \(spawned)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    guard status == 0 else {
      throw TerminalError("tmux \(arguments.first ?? "") failed with status \(status)")
    }
    return (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
  }

  static func executable(named name: String) -> URL? {
    for directory in ["/usr/bin", "/usr/local/bin", "/bin", "/opt/homebrew/bin"] {
      let url = URL(fileURLWithPath: directory).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }
}

/// What the pane shows.
struct Screen: Sendable {
  let text: String
  /// When `capture-pane` returned it.
  var capturedAt = Date()

  /// The lines, trailing blank lines removed.
  var lines: [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeLast() }
    return lines
  }

  /// The last line with text on it (usually the prompt and what is typed).
  var lastNonEmptyLine: String? { lines.last }

  func contains(_ text: String) -> Bool { self.text.contains(text) }
}

struct TerminalError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
