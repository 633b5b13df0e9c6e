import Foundation

/// Stops the fuzzer on a broken property: libFuzzer records the input as a crash artifact.
public func fuzzFailure(_ message: String) -> Never {
  fatalError(message)
}

/// A temporary directory for this fuzz process (index files are written and reopened per input).
public func fuzzScratchDirectory(_ name: String) -> String {
  let path = NSTemporaryDirectory() + "instantsearch-\(name)-\(getpid())"
  try? FileManager.default.removeItem(atPath: path)
  try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}
