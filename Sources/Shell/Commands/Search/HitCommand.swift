import ArgumentParser
import SearchModel

/// `hit N [--raw]`: one hit in full, or its JSON exactly as the backend returned it.
struct HitCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "hit",
    abstract: "Show hit N in full (highlights, snippets, ranking info), or --raw JSON.",
    discussion: """
      N counts from 1, as 'hits' numbers the rows.

      Examples:
        hit 1
        hit 3 --raw
      """
  )
  static let group = CommandGroup.search
  static let completedOptions = ["--raw"]

  @Argument(help: "The hit's number, from 1.")
  var number: Int

  @Flag(help: "Print the hit's JSON exactly as the backend returned it.")
  var raw = false

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    guard number >= 1, let printout = search.hitsController.renderDetail(ofRow: number - 1, raw: raw, with: session.renderer) else {
      throw CommandFailure("hit: " + Self.notLoaded(number, loaded: search.hitsController.loadedRanges))
    }
    session.printer.print(printout)
  }

  /// Why hit `number` cannot be shown, naming the rows that can (numbered from 1, as `hits`
  /// shows them): `no hit 50 (rows loaded: 1-20, 381-394)`.
  static func notLoaded(_ number: Int, loaded: [ClosedRange<Int>]) -> String {
    guard !loaded.isEmpty else { return "no hit \(number) (no hits loaded)" }
    let rows = loaded.map { $0.count == 1 ? "\($0.lowerBound + 1)" : "\($0.lowerBound + 1)-\($0.upperBound + 1)" }
    return "no hit \(number) (rows loaded: \(rows.joined(separator: ", ")))"
  }
}
