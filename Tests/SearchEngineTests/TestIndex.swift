import Foundation
import SearchModel
@testable import SearchEngine

/// Builds small indexes in temporary directories for the specs.
enum TestIndex {
  /// The `instantsearch` executable of this test run's build: next to the test bundle, in the
  /// products directory `swift test` just built (not a fixed `.build/debug` path, which another
  /// configuration or scratch path would leave stale).
  static let executable: String? = {
    let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [bundleDirectory, bundleDirectory.deletingLastPathComponent()] {
      let path = candidate.appendingPathComponent("instantsearch").path
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }()

  /// A fresh temporary directory.
  static func temporaryDirectory() -> String {
    let path = FileManager.default.temporaryDirectory.path + "/se-tests-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Imports `records` as index `name` and opens a service on it.
  static func service(
    _ records: [JSONValue], settings: IndexSettings = IndexSettings(), name: String = "items"
  ) throws -> LocalSearchService {
    let directory = temporaryDirectory() + "/" + name
    _ = try IndexImporter(directory: directory, settings: settings).importRecords(records)
    return try LocalSearchService(paths: [directory])
  }

  /// Runs the `instantsearch` executable with `arguments`; its exit status and standard error.
  static func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable!)
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, message)
  }

  /// The objectIDs of a response's hits, in order.
  static func ids(_ response: SearchResponse) -> [String] {
    response.hits.map { $0["objectID"]?.stringValue ?? "?" }
  }

  /// The response without what differs between two ways of answering it (time, echoed params).
  static func comparable(_ response: SearchResponse) -> SearchResponse {
    var response = response
    response.processingTimeMS = 0
    response.params = ""
    return response
  }
}

extension LocalSearchService {
  /// A synchronous search for specs.
  func run(_ index: String, _ parameters: SearchParameters) throws -> SearchResponse {
    try searchSync(index: index, parameters: parameters)
  }

  /// A search on `index` that marks and ranks every record it matches
  /// (`SearchExecutor.marksEveryMatch`): the reference for the searches that rank fewer.
  func runMarkingEveryMatch(_ index: String, _ parameters: SearchParameters) throws -> SearchResponse {
    var response = try SearchExecutor(view: indexView(index), marksEveryMatch: true).search(parameters)
    try ResponseFields(parameters, settings: indexView(index).settings.source).apply(to: &response)
    return response
  }

  /// A synchronous search on the default `items` index.
  func run(_ parameters: SearchParameters) throws -> SearchResponse {
    try searchSync(index: "items", parameters: parameters)
  }

  /// The objectIDs found by `query` (with optional extra parameters).
  func ids(_ query: String, _ configure: (inout SearchParameters) -> Void = { _ in }) throws -> [String] {
    var parameters = SearchParameters(query: query)
    configure(&parameters)
    return TestIndex.ids(try run(parameters))
  }
}
