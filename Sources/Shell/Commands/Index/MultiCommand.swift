import ArgumentParser

/// `multi NAME…`: the current query on several indexes at once (one multi-query), hits per index.
struct MultiCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "multi",
    abstract: "Run the current query on several indexes in one multi-query; hits per index.",
    discussion: """
      Examples:
        multi products products_price_asc
        multi products products_price_desc --hits 3
      """
  )
  static let group = CommandGroup.index
  static let argumentCompletion = ArgumentCompletion.indexes
  static let completedOptions = ["--hits"]

  @Argument(help: "The indexes to search.")
  var names: [String]

  @Option(help: "Hits shown per index.")
  var hits = 5

  func validate() throws {
    if names.isEmpty { throw ValidationError("give at least one index name") }
    if hits < 0 { throw ValidationError("--hits must be 0 or more") }
  }

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    let widget = MultiIndexWidget(indexNames: names, hitsShown: hits, in: search)
    do {
      try await widget.search()
    } catch let failure as CommandFailure {
      throw CommandFailure("multi: \(failure.message)")
    }
    session.printer.print(widget.render(with: session.renderer))
  }
}
