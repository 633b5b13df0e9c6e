import ArgumentParser
import Foundation

/// `source FILE`: runs a script inside the session, its errors reported as `FILE:LINE:`.
struct SourceCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "source",
    abstract: "Run the commands of a script file in this session.",
    discussion: """
      Relative paths inside a sourced script resolve against the script's own directory.

      Examples:
        source setup.is
        source ~/scripts/phones.is
      """
  )
  static let group = CommandGroup.script
  static let argumentCompletion = ArgumentCompletion.files

  /// How deeply scripts may source each other before it is taken for a loop.
  static let maximumDepth = 16

  @Argument(help: "The script to run.")
  var file: String

  @MainActor mutating func run(in session: ShellSession) async throws {
    guard session.sourceDepth < Self.maximumDepth else {
      throw CommandFailure("source: scripts nested more than \(Self.maximumDepth) deep (does \(file) source itself?)")
    }
    let url = session.resolve(path: file)
    let text: String
    do {
      text = try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw CommandFailure("source: cannot read \(file): \(Self.reason(error))")
    }
    let outcome = await session.sourcing(from: url.deletingLastPathComponent()) {
      await ScriptRunner(session: session).run(StringLineSource(text: text, source: file))
    }
    if outcome == .stopped { throw ReportedFailure() }
  }

  static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue)).lowercased()
    }
    if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoSuchFileError {
      return "no such file or directory"
    }
    return nsError.localizedDescription
  }
}
