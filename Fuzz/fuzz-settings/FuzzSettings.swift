import FuzzSupport
import SearchEngine
import SearchModel

let directory = fuzzScratchDirectory("settings") + "/sample"

/// libFuzzer entry point for the settings reader: any bytes are refused (not JSON, not an object,
/// invalid settings) or decode to settings that the engine imports the sample records with, or
/// refuses with an `ImportError`, and then searches, refusing bad combinations with an
/// `APIError`. Settings also survive encode → decode. Never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSettings(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard let value = try? JSONValue(parsing: UnsafeBufferPointer(start: data, count: size)), case .object = value,
    let settings = try? JSONValueDecoder().decode(IndexSettings.self, from: value)
  else { return 0 }
  do {
    let encoded = try JSONValueEncoder().encode(settings)
    guard try JSONValueDecoder().decode(IndexSettings.self, from: encoded) == settings else {
      fuzzFailure("settings change through encode → decode: \(value)")
    }
  } catch {
    fuzzFailure("decoded settings do not encode and decode again: \(error)")
  }
  guard (try? SampleIndex.build(at: directory, settings: settings)) != nil,
    let service = try? LocalSearchService(paths: [directory])
  else { return 0 }
  SampleIndex.exercise(service, index: "sample")
  return 0
}
