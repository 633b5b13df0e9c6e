import FuzzSupport
import SearchEngine
import SearchModel

let directory = fuzzScratchDirectory("rules") + "/sample"

/// libFuzzer entry point for the rules file reader (`import --rules`): any bytes are refused with
/// an `ImportError` naming the file, or read to rules that survive JSON → rule → JSON → rule
/// unchanged, that the engine imports with the sample records and that searches then apply
/// (each rule's patterns and contexts are searched, with and without getRankingInfo). Never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRules(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let rules = readStoredObjectFile(bytes, with: RulesFile.parse) else { return 0 }
  guard (try? SampleIndex.build(at: directory, rules: rules)) != nil,
    let service = try? LocalSearchService(paths: [directory], clock: .fixed(1_700_000_000))
  else { return 0 }
  SampleIndex.exercise(service, index: "sample")
  let conditions = rules.prefix(8).flatMap(\.conditions).prefix(16)
  for condition in conditions {
    var parameters = SearchParameters(query: condition.pattern ?? "", filters: condition.filters)
    parameters.getRankingInfo = true
    if let context = condition.context { parameters.extra["ruleContexts"] = .array([.string(context)]) }
    _ = try? service.searchSync(index: "sample", parameters: parameters)
  }
  _ = try? service.searchRules(index: "sample", request: RuleSearchRequest(query: rules.first?.objectID ?? ""))
  return 0
}
