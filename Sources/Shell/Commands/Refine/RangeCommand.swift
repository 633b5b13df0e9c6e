import ArgumentParser
import Foundation

/// `range ATTR LOW..HIGH`: a numeric range through the number range interactor.
struct RangeCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "range",
    abstract: "Restrict a numeric attribute to LOW..HIGH (inclusive); without a range, remove it.",
    discussion: """
      The range is clamped to the values present in the results once they are known.

      Examples:
        range price 10..100
        range rating 4..5
        range price
      """
  )
  static let group = CommandGroup.refine
  static let argumentCompletion = ArgumentCompletion.numericAttribute

  @Argument(help: "The numeric attribute.")
  var attribute: String

  @Argument(help: ArgumentHelp("The range, e.g. 10..100.", valueName: "low..high"))
  var range: String?

  func validate() throws {
    if let range, Self.parse(range) == nil {
      throw ValidationError("the range must read LOW..HIGH with LOW <= HIGH (got '\(range)')")
    }
  }

  static func parse(_ text: String) -> ClosedRange<Double>? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: true)
    guard text.contains(".."), parts.count >= 2 else { return nil }
    let pieces = text.components(separatedBy: "..")
    guard pieces.count == 2, let low = Double(pieces[0]), let high = Double(pieces[1]), low <= high else { return nil }
    return low...high
  }

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    let connector = search.range(for: attribute)
    let wanted = range.flatMap(Self.parse)
    let what = range.map { "\(attribute) \($0)" } ?? attribute
    try await search.performRollingBack("range", what) { connector.interactor.computeNumberRange(wanted) }
    session.printer.print(search.statsController.render(with: session.renderer))
  }
}
