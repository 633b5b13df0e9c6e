/// `--name value` pairs of one bench command (the bench is driven by a script, not by people, so a
/// small strict parser is enough and keeps the target free of extra dependencies).
struct BenchArguments: Sendable {
  struct Missing: Error, CustomStringConvertible {
    let name: String
    var description: String { "missing --\(name)" }
  }

  struct Invalid: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
  }

  private var values: [String: String] = [:]

  init(_ arguments: [String]) throws {
    var position = 0
    while position < arguments.count {
      let argument = arguments[position]
      guard argument.hasPrefix("--"), position + 1 < arguments.count else {
        throw Invalid(message: "expected --name value, got \(argument)")
      }
      values[String(argument.dropFirst(2))] = arguments[position + 1]
      position += 2
    }
  }

  func string(_ name: String) throws -> String {
    guard let value = values[name] else { throw Missing(name: name) }
    return value
  }

  /// The value of `--name`, or nil when it is not given.
  func optionalString(_ name: String) -> String? {
    values[name]
  }

  func int(_ name: String, default fallback: Int? = nil) throws -> Int {
    guard let text = values[name] else {
      if let fallback { return fallback }
      throw Missing(name: name)
    }
    guard let value = Int(text) else { throw Invalid(message: "--\(name) wants an integer, got \(text)") }
    return value
  }
}
