import Foundation
import SearchEngine

// `instantsearch-bench COMMAND [--option value]...`: the Swift side of `scripts/bench`.
// Each benchmark is a command in `BenchCommands.all`; the script runs one command per process so
// that memory and start-up figures belong to one engine and one phase only.

// As the `instantsearch` executable does for its shell, so that the figures are those users get.
AllocatorTuning.reuseLargeBlocks(oneArena: true)
let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let command = BenchCommands.all[name] else {
  let names = BenchCommands.all.keys.sorted().joined(separator: ", ")
  FileHandle.standardError.write(Data("usage: instantsearch-bench COMMAND [--option value]... (commands: \(names))\n".utf8))
  exit(2)
}
do {
  try await command(BenchArguments(Array(arguments.dropFirst())))
} catch {
  FileHandle.standardError.write(Data("instantsearch-bench \(name): \(error)\n".utf8))
  exit(1)
}
