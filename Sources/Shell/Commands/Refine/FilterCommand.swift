import ArgumentParser
import InstantSearchCore
import SearchModel

/// `filter 'price < 100'`: adds numeric (or any) filters written in Algolia's `filters` syntax.
struct FilterCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "filter",
    abstract: "Add filters written in Algolia's filters syntax (e.g. 'price < 100').",
    discussion: """
      Each filter goes to the AND group of its attribute; an OR group in the expression becomes
      an OR group. Remove them with 'clear ATTR'.

      Examples:
        filter 'price < 100'
        filter 'rating >= 4 AND free_shipping:true'
        filter '(brand:Apple OR brand:Samsung)'
      """
  )
  static let group = CommandGroup.refine
  static let argumentCompletion = ArgumentCompletion.numericAttribute

  @Argument(parsing: .captureForPassthrough, help: "The filter expression.")
  var expression: [String] = []

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    let text = expression.joined(separator: " ")
    let parsed: FilterExpression
    do {
      parsed = try FilterExpression(parsing: text)
    } catch {
      throw CommandFailure("filter: \(error)")
    }
    guard !parsed.isEmpty else { throw CommandFailure("filter: the expression is empty") }
    var commands: [FilterState.Command] = []
    for group in parsed.groups {
      if group.filters.count == 1, let filter = group.filters.first {
        commands.append(.add(filter, to: .and(name: Self.attribute(of: filter))))
      } else if let first = group.filters.first {
        let id = FilterGroupID.or(name: Self.attribute(of: first), filterType: first.kind)
        commands += group.filters.map { .add($0, to: id) }
      }
    }
    try await search.performRollingBack("filter", "'\(text)'") { search.filterState.notify(commands) }
    session.printer.print(search.statsController.render(with: session.renderer))
  }

  static func attribute(of filter: Filter) -> String {
    switch filter {
    case .facet(let facet): facet.attribute
    case .numeric(let numeric): numeric.attribute
    case .tag: "_tags"
    }
  }
}
