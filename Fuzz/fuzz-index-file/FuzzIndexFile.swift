import Foundation
import FuzzSupport
import SearchModel
@testable import SearchEngine

/// The pristine sample index's generation files (name → bytes), built once per process.
let pristine: [(name: String, bytes: [UInt8])] = {
  let directory = fuzzScratchDirectory("index-file-pristine") + "/sample"
  do {
    // Every first letter gets a prefix list (`PrefixLists`) and most pairs of words near-pair
    // lists (`NearPairs`), so mutations reach those sections too.
    var importer = IndexImporter(directory: directory, settings: SampleIndex.settings)
    importer.prefixListMinPostings = 1
    importer.nearPairs = NearPairCollector.Settings(sampleRecords: 64, minShare: 0.05, maxTerms: 64, minPairShare: 0.01)
    _ = try importer.importRecords(SampleIndex.records)
    let generation = try IndexDirectory.liveGeneration(of: directory)
    let names = try FileManager.default.contentsOfDirectory(atPath: generation).sorted()
    return try names.map { name in
      (name, Array(try Data(contentsOf: URL(fileURLWithPath: generation + "/" + name))))
    }
  } catch {
    fuzzFailure("cannot build the sample index: \(error)")
  }
}()

let work = fuzzScratchDirectory("index-file") + "/sample"

/// libFuzzer entry point for the index file reader on mutated index files.
///
/// The input is a program of 6-byte mutations applied to the sample index's files: flip a bit, set
/// a byte, truncate, or swap two sections' table entries. When the first byte is odd, the
/// checksums are then recomputed so the mutation gets past them and reaches the decoders behind
/// them (the case a checksum collision or a buggy writer would produce). The mutations are
/// `IndexFileSurgery`'s, shared with the corrupt-index specs (this folder links its file). The
/// mutated index must either open and answer searches, or be refused with an `IndexFormatError`
/// naming the file; never a crash and never a read out of bounds (AddressSanitizer watches).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIndexFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let input = UnsafeBufferPointer(start: data, count: size)
  var files = pristine
  var position = 1
  while position + 6 <= size {
    let op = input[position], file = Int(input[position + 1]) % files.count
    let offset = Int(UInt32(input[position + 2]) | UInt32(input[position + 3]) << 8
      | UInt32(input[position + 4]) << 16 | UInt32(input[position + 5]) << 24)
    position += 6
    IndexFileSurgery.apply(op: op, offset: offset, to: &files[file].bytes)
  }
  if input[0] & 1 == 1 {
    for i in files.indices { IndexFileSurgery.repairChecksums(&files[i].bytes) }
  }

  try? FileManager.default.removeItem(atPath: work)
  let generation = work + "/gen-fuzz"
  do {
    try FileManager.default.createDirectory(atPath: generation, withIntermediateDirectories: true)
    try Data("gen-fuzz\n".utf8).write(to: URL(fileURLWithPath: work + "/CURRENT"))
    for file in files { try Data(file.bytes).write(to: URL(fileURLWithPath: generation + "/" + file.name)) }
  } catch {
    fuzzFailure("cannot write the mutated index: \(error)")
  }
  let service: LocalSearchService
  do {
    service = try LocalSearchService(paths: [work])
  } catch {
    guard error.path.hasPrefix(work), !error.reason.isEmpty else { fuzzFailure("error without a path: \(error)") }
    return 0
  }
  SampleIndex.exercise(service, index: "sample")
  // What `instantsearch check` reads, then every near-pair list it passed (the sample is too small
  // for a search to read them: its pages are ranked without the selection passes).
  if let snapshot = try? service.indexView("sample").snapshot, (try? snapshot.verifyStructure()) != nil {
    var records = 0
    for list in 0..<snapshot.nearPairs.count { snapshot.nearPairs.forEach(in: list) { _ in records += 1 } }
    if records > snapshot.recordCount * snapshot.nearPairs.count { fuzzFailure("near-pair lists longer than the index") }
  }
  return 0
}
