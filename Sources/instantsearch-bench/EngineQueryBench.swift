import Foundation
import SearchEngine
import SearchModel

/// `engine-query --spec FILE --dataset NAME --index DIR --queries FILE.json --passes N --out FILE.json [--slowest N]`:
/// opens the index (timed), runs the query mix once to warm up and `passes` times timed, one query
/// at a time on one thread (the script pins the process to one core), and reports latency
/// percentiles per kind, mean nbHits per kind and resident memory afterwards; `--slowest N` adds
/// the N queries with the highest median time (what to profile next).
struct EngineQueryBench {
  let arguments: BenchArguments

  func run() async throws {
    let spec = try BenchSpec(file: arguments.string("spec"), name: arguments.string("dataset"))
    let queries = try BenchQueryMix.load(arguments.string("queries"), spec: spec)
    let passes = try arguments.int("passes", default: 3)
    let slowest = try arguments.int("slowest", default: 0)
    let start = ProcessMetrics.now()
    let engine = try EngineUnderTest(index: arguments.string("index"))
    let openMS = Double(ProcessMetrics.now() - start) / 1e6

    var hits: [String: (total: Int, count: Int)] = [:]
    for query in queries {
      let found = try engine.search(query.parameters)
      hits[query.kind, default: (0, 0)].total += found
      hits[query.kind, default: (0, 0)].count += 1
    }
    var latency: [String: LatencySummary] = [:]
    var times = [[Double]](repeating: [], count: queries.count)
    for _ in 0..<passes {
      for (index, query) in queries.enumerated() {
        let begin = ProcessMetrics.now()
        _ = try engine.search(query.parameters)
        let milliseconds = Double(ProcessMetrics.now() - begin) / 1e6
        latency[query.kind, default: LatencySummary()].add(milliseconds: milliseconds)
        // "all" is what the peers answered too, so the summary compares like with like.
        if !query.engineOnly { latency["all", default: LatencySummary()].add(milliseconds: milliseconds) }
        times[index].append(milliseconds)
      }
    }
    let memory = ProcessMetrics.residentBytes()
    var latencyJSON = JSONObject()
    for kind in latency.keys.sorted() { latencyJSON[kind] = latency[kind]?.json }
    var hitsJSON = JSONObject()
    for kind in hits.keys.sorted() {
      if let entry = hits[kind] { hitsJSON[kind] = .number(Double(entry.total) / Double(max(1, entry.count))) }
    }
    let medians = times.map { $0.sorted()[$0.count / 2] }
    let slow: [JSONValue] = medians.indices.sorted { medians[$0] > medians[$1] }.prefix(slowest).map { index in
      .object([
        "kind": .string(queries[index].kind), "query": .string(queries[index].parameters.query ?? ""),
        "filters": queries[index].parameters.filters.map(JSONValue.string) ?? .null, "medianMS": .number(medians[index]),
      ])
    }
    var result: JSONObject = [
      "openMS": .number(openMS), "rss": .number(Double(memory.current)), "peakRSS": .number(Double(memory.peak)),
      "latency": .object(latencyJSON), "meanHits": .object(hitsJSON),
    ]
    if slowest > 0 { result["slowest"] = .array(slow) }
    try BenchOutput.write(.object(result), to: arguments.string("out"))
  }
}
