import Foundation

@testable import Shell

/// The result of running the shell in batch mode with captured output.
struct ShellRun {
  /// A test environment: the demo index is cached in one scratch directory for every test, and
  /// nothing is read from or written to the user's home.
  static let environment: [String: String] = {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("instantsearch-shelltests-cache")
    return ["XDG_CACHE_HOME": cache.path, "XDG_STATE_HOME": cache.appendingPathComponent("state").path, "HOME": cache.path]
  }()

  var status: Int32
  var output: String
  var errors: String

  /// Runs `script` as the `-f` file `name` (written to a temporary directory) plus `commands` as `-c`.
  @MainActor
  static func script(
    _ script: String?, name: String = "test.is", commands: [String] = [],
    configure: (inout LaunchOptions) -> Void = { _ in },
    environment: [String: String] = ShellRun.environment,
    prepare: (ShellSession) -> Void = { _ in }
  ) async throws -> ShellRun {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shelltests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var options = LaunchOptions()
    if let script {
      try script.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
      options.scriptFiles = [name]
    }
    options.commands = commands
    configure(&options)
    let output = BufferSink()
    let errors = BufferSink()
    let launcher = ShellLauncher(options: options, environment: environment, output: output, errors: errors)
    let session = launcher.makeSession(workingDirectory: directory)
    prepare(session)
    let status = await launcher.run(session: session)
    return ShellRun(status: status, output: output.text, errors: errors.text)
  }

  /// Runs `script` as `t.is` with `--keep-going`: each line's error is reported and the rest runs.
  @MainActor
  static func keepGoing(_ script: String) async throws -> ShellRun {
    try await ShellRun.script(script, name: "t.is") { $0.keepGoing = true }
  }
}
