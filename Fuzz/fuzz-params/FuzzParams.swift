import FuzzSupport
import SearchEngine
import SearchModel

/// The sample index the decoded parameters are run against, built once per process.
let service: LocalSearchService = {
  let directory = fuzzScratchDirectory("params") + "/sample"
  do {
    try SampleIndex.build(at: directory)
    return try LocalSearchService(paths: [directory])
  } catch {
    fuzzFailure("cannot build the sample index: \(error)")
  }
}()

/// libFuzzer entry point for the `params` string decoder (the URL-encoded search parameters of
/// multi-query bodies): any input decodes or throws an `APIError` (never a crash); decoded
/// parameters re-encode to their canonical string (keys sorted), which decodes to parameters that
/// encode to that same string (unknown parameters keep their order in `extra`, so the canonical
/// string, not `==`, is the round-trip property); and the engine answers
/// them on a sample index or refuses them with an `APIError` (no crash on any page, size or
/// filter a client can send).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParams(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let parameters = try? SearchParameters(urlEncoded: text) else { return 0 }
  let encoded = parameters.urlEncodedString
  do {
    let decoded = try SearchParameters(urlEncoded: encoded)
    guard decoded.urlEncodedString == encoded else {
      fuzzFailure("params \(text.debugDescription) re-encoded as \(encoded.debugDescription) decode differently")
    }
  } catch {
    fuzzFailure("params \(text.debugDescription) re-encoded as \(encoded.debugDescription) do not decode: \(error)")
  }
  _ = try? service.searchSync(index: "sample", parameters: parameters)
  _ = try? service.browsePage(index: "sample", parameters: parameters)
  return 0
}
