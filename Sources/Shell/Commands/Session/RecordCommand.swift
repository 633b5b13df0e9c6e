import ArgumentParser
import Foundation

/// `record FILE` / `record stop`: writes the session's commands to a replayable script.
struct RecordCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Record the following commands to a script file ('record stop' ends it).",
    discussion: """
      The commands run before 'record' come first (so the script starts from the same state),
      then each command that succeeds, without secrets. Replaying the file with
      `instantsearch -f FILE` on the same index prints the same output.

      Examples:
        record phones.is
        record stop
        record
      """
  )
  static let group = CommandGroup.script
  static let argumentCompletion = ArgumentCompletion.files
  static let isRecorded = false

  @Argument(help: "The script to write, or 'stop'. Without it, tells whether recording is on.")
  var file: String?

  @MainActor mutating func run(in session: ShellSession) async throws {
    switch file {
    case nil:
      let text = session.recorder.map { "recording to \($0.url.path) (\($0.count) commands)\n" } ?? "not recording\n"
      session.printer.print(text: text)
    case "stop":
      guard let recorder = session.stopRecording() else { throw CommandFailure("record: not recording") }
      session.printer.print(text: "recorded \(recorder.count) commands to \(recorder.url.path)\n")
    case let path?:
      if let current = session.recorder {
        throw CommandFailure("record: already recording to \(current.url.path); use 'record stop' first")
      }
      let url = session.resolve(path: path)
      session.startRecording(to: try ScriptRecorder(url: url))
      session.printer.print(text: "recording to \(url.path)\n")
    }
  }
}
