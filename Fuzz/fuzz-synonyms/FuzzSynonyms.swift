import FuzzSupport
import SearchEngine
import SearchModel

let directory = fuzzScratchDirectory("synonyms") + "/sample"

/// libFuzzer entry point for the synonyms file reader (`import --synonyms`): any bytes are refused
/// with an `ImportError` naming the file and position, or read to synonyms that survive
/// JSON → synonym → JSON unchanged, that the engine imports with the sample records and that
/// every search then uses (each synonym's texts are searched). Never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSynonyms(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let synonyms = readStoredObjectFile(bytes, with: SynonymsFile.parse) else { return 0 }
  guard (try? SampleIndex.build(at: directory, synonyms: synonyms)) != nil,
    let service = try? LocalSearchService(paths: [directory])
  else { return 0 }
  SampleIndex.exercise(service, index: "sample")
  for text in synonyms.prefix(8).flatMap(\.texts).prefix(16) {
    var parameters = SearchParameters(query: text)
    parameters.getRankingInfo = true
    _ = try? service.searchSync(index: "sample", parameters: parameters)
  }
  return 0
}
