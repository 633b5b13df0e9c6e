import Foundation
import Testing

/// The folders of the Shell module form layers, as the modules do: a folder names only types of
/// the folders below it, so no two folders loop into each other (the command table no longer
/// lives beside the session it is run by, completion no longer reaches into a command for a
/// helper). Inside one module the compiler allows any reference; this spec is what keeps it so.
@Suite("Architecture: the Shell's folders are layers, each naming only types of the folders below it")
struct ShellFolderLayerTests {
  /// Bottom first: the failures everything throws, the terminal and the statement language, the
  /// presentation (controllers, renderers, printer), the search state, completion, recording,
  /// the session, the backends it can switch to, scripts, the live mode, the commands, the line
  /// editor, and the launcher on top.
  static let layers = [
    "Failure", "Terminal", "Language", "Presentation", "Search", "Completion", "Recording", "Session",
    "Backend", "Batch", "Live", "Commands", "LineEditor", "Launch",
  ]

  static let shell = Result { try ShellFolders(root: PackageManifest.root.appendingPathComponent("Sources/Shell")) }

  @Test("every folder of Sources/Shell has its place in the layers")
  func everyFolderIsALayer() throws {
    let shell = try Self.shell.get()
    #expect(shell.folders == Set(Self.layers))
  }

  @Test("no folder names a type of a folder above it")
  func referencesGoDown() throws {
    let shell = try Self.shell.get()
    for reference in shell.references {
      guard let from = Self.layers.firstIndex(of: reference.from), let to = Self.layers.firstIndex(of: reference.to) else {
        continue  // reported by everyFolderIsALayer
      }
      if to > from {
        Issue.record("\(reference.file) names \(reference.type) of \(reference.to)/, a layer above \(reference.from)/")
      }
    }
  }

  @Test("the reader sees declarations and references (the spec above is not vacuous)")
  func readerSeesReferences() throws {
    let shell = try Self.shell.get()
    #expect(shell.owners["ShellSession"] == "Session")
    #expect(shell.owners["QueryCommand"] == "Commands")
    #expect(shell.references.contains { $0.file == "Commands/Search/QueryCommand.swift" && $0.type == "ShellSession" })
  }
}
