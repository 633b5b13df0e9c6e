/// The benchmark commands, by name. Add a command here to make it reachable from `scripts/bench`.
enum BenchCommands {
  typealias Command = @Sendable (BenchArguments) async throws -> Void

  static let all: [String: Command] = [
    "engine-import": { try EngineImportBench(arguments: $0).run() },
    "engine-query": { try await EngineQueryBench(arguments: $0).run() },
  ]
}
