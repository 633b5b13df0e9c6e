import ArgumentParser
import SearchModel

/// `expect …`: assertions for scripts; a failed one is an error saying expected vs found.
struct ExpectCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "expect",
    abstract: "Assert something about the results (for scripts); fails with expected vs found.",
    discussion: """
      Forms:
        expect hits N | expect hits OP N        OP: = != < <= > >=  (on nbHits)
        expect hit N ATTR=VALUE                 hit N (from 1) has ATTR equal to VALUE
        expect facet ATTR VALUE COUNT           the latest count of VALUE in ATTR
        expect filters 'STRING'                 the exact filters string ('' for none)
        expect error [TEXT]                     the previous command failed (with TEXT)

      Examples:
        expect hits 12
        expect hits >= 1
        expect hit 1 objectID=42
        expect facet brand Apple 34
        expect filters '( "brand":"Apple" )'
        expect error unknown command
      """
  )
  static let group = CommandGroup.script
  static let argumentCompletion = ArgumentCompletion.words(["hits", "hit", "facet", "filters", "error"])

  @Argument(help: ArgumentHelp("hits, hit, facet, filters or error.", valueName: "subject"))
  var subject: String

  @Argument(parsing: .captureForPassthrough, help: "What the subject must be.")
  var expected: [String] = []

  func validate() throws {
    guard ["hits", "hit", "facet", "filters", "error"].contains(subject) else {
      let guess = Suggestion.closest(to: subject, in: ["hits", "hit", "facet", "filters", "error"])
      throw ValidationError("unknown subject '\(subject)'" + (guess.map { "; did you mean \($0)?" } ?? ""))
    }
  }

  @MainActor mutating func run(in session: ShellSession) async throws {
    switch subject {
    case "error":
      guard let failure = session.lastFailure else {
        throw CommandFailure("expect error: expected the previous command to fail, but it succeeded")
      }
      try ExpectErrorMatcher.check(Statement(words: ["expect", "error"] + expected, text: ""), failure: failure)
    case "hits": try expectHits(try session.requireSearch())
    case "hit": try expectHit(try session.requireSearch())
    case "facet": try expectFacet(try session.requireSearch())
    default: try expectFilters(try session.requireSearch())
    }
  }

  @MainActor private func expectHits(_ search: SearchContext) throws {
    let (comparison, number) = try Self.comparison(expected)
    let found = search.stats.item?.totalHitsCount ?? 0
    guard comparison.holds(found, number) else {
      throw CommandFailure("expect hits: expected \(comparison.rawValue == "=" ? "" : comparison.rawValue + " ")\(number), found \(found)")
    }
  }

  @MainActor private func expectHit(_ search: SearchContext) throws {
    guard expected.count == 2, let row = Int(expected[0]), let pair = AttributeValue(argument: expected[1]) else {
      throw CommandFailure("expect hit: usage: expect hit N ATTR=VALUE")
    }
    guard let hit = search.hitsController.rawHits((row - 1)..<max(row - 1, row)).first?.hit, row >= 1 else {
      throw CommandFailure("expect hit: expected hit \(row), found \(search.hitsController.rowCount) hits")
    }
    let value = hit[pair.attribute].map { $0.stringValue ?? JSONText.compact($0) }
    guard value == pair.value else {
      throw CommandFailure("expect hit: expected \(pair.attribute)=\(pair.value) in hit \(row), found \(value.map { "\(pair.attribute)=\($0)" } ?? "no \(pair.attribute)")")
    }
  }

  @MainActor private func expectFacet(_ search: SearchContext) throws {
    guard expected.count == 3, let count = Int(expected[2]) else {
      throw CommandFailure("expect facet: usage: expect facet ATTR VALUE COUNT")
    }
    let (attribute, value) = (expected[0], expected[1])
    guard let counts = search.latestResponse?.facets?[attribute] else {
      throw CommandFailure("expect facet: expected counts for \(attribute), found none (run 'facets \(attribute)' first)")
    }
    let found = counts[value] ?? 0
    guard found == count else {
      throw CommandFailure("expect facet: expected \(attribute) \(value) \(count), found \(found)")
    }
  }

  @MainActor private func expectFilters(_ search: SearchContext) throws {
    let wanted = expected.joined(separator: " ")
    let found = search.filterState.filtersString ?? ""
    guard wanted == found else {
      throw CommandFailure("expect filters: expected '\(wanted)', found '\(found)'")
    }
  }

  /// The comparison operators of `expect hits`.
  enum Comparison: String, CaseIterable {
    case equal = "=", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="

    func holds(_ found: Int, _ wanted: Int) -> Bool {
      switch self {
      case .equal: found == wanted
      case .notEqual: found != wanted
      case .less: found < wanted
      case .lessOrEqual: found <= wanted
      case .greater: found > wanted
      case .greaterOrEqual: found >= wanted
      }
    }
  }

  /// `12`, `>= 1`, `= 3`, `==3`.
  static func comparison(_ words: [String]) throws(CommandFailure) -> (Comparison, Int) {
    let text = words.joined()
    let operators = Comparison.allCases.map(\.rawValue).sorted { $0.count > $1.count } + ["=="]
    var rest = Substring(text)
    var comparison = Comparison.equal
    for symbol in operators where rest.hasPrefix(symbol) {
      comparison = Comparison(rawValue: symbol == "==" ? "=" : symbol) ?? .equal
      rest = rest.dropFirst(symbol.count)
      break
    }
    guard let number = Int(rest) else {
      throw CommandFailure("expect hits: expected a number, optionally after = != < <= > >= (got '\(words.joined(separator: " "))')")
    }
    return (comparison, number)
  }
}
