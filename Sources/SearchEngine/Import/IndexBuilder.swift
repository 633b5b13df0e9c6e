import Foundation
import SearchModel

/// Builds one index generation from records streamed in one at a time.
///
/// Each record is validated, given its `objectID` (kept, or generated from its position), encoded
/// once into the records file and taken apart into words, facet values, numbers and geo points.
/// Nothing keeps the parsed record afterwards, so memory grows with the index, not with the input.
/// `finish()` sorts what was collected into the binary structures the reader maps.
final class IndexBuilder {
  let settings: EngineSettings
  let directory: String
  private let recordsFile: IndexFileWriter
  private let recordStore: RecordStoreWriter
  private var blob: [UInt8] = []
  private var objectIDs: [String] = []
  /// Every objectID so far, by UTF-8 bytes: a duplicate interns to an earlier id.
  private var objectIDTable = TermTable()
  private var text: TextAccumulator
  private var facets: [FacetAccumulator]
  private var numbers = NumericAccumulator()
  private var geoRecords: [UInt32] = []
  private var geoLatitudes: [Double] = []
  private var geoLongitudes: [Double] = []
  private var distinctKeys: [String: UInt32] = [:]
  private var distinct: [UInt32] = []

  /// The number of records added so far.
  var count: Int { objectIDs.count }

  /// Settings of replicas given explicitly (others are inferred from their names at open).
  let replicaSettings: OrderedDictionary<String, IndexSettings>
  /// The index's synonyms, stored in the metadata (an index without any has no `synonyms` key,
  /// as indexes written before synonyms existed).
  var synonyms: [Synonym] = []
  /// The index's query rules, stored in the metadata the same way (no `rules` key without any).
  var rules: [Rule] = []
  /// The postings a first letter's prefix terms need for a prefix list (`PrefixListBuilder`).
  var prefixListMinPostings = PrefixListBuilder.defaultMinPostings
  /// The memory the word occurrences may take before a run of them is spilled to disk.
  var spillBudget: Int {
    get { text.spillBudget }
    set { text.spillBudget = newValue }
  }
  /// The runs of occurrences spilled to disk while records were added (known once `finish` ran).
  private(set) var runsSpilled = 0

  /// Starts a generation in `directory` (which must exist and be empty).
  init(
    settings: IndexSettings, replicaSettings: OrderedDictionary<String, IndexSettings> = [:], directory: String
  ) throws {
    self.settings = EngineSettings(settings)
    self.replicaSettings = replicaSettings
    self.directory = directory
    text = TextAccumulator(settings: self.settings)
    text.spillPath = directory + "/" + IndexLayout.text + ".run"
    var facetPaths = self.settings.faceting.map(\.path)
    if !facetPaths.contains("_tags") { facetPaths.append("_tags") }
    facets = facetPaths.map(FacetAccumulator.init(path:))
    recordsFile = try IndexFileWriter(path: directory + "/" + IndexLayout.records, kind: IndexLayout.recordsKind)
    recordStore = try RecordStoreWriter(file: recordsFile, path: directory + "/" + IndexLayout.records)
    blob.reserveCapacity(4096)
  }

  /// Validates and indexes one record; `position` is used for generated ids and error messages.
  func add(_ value: JSONValue, position: Int) throws -> Void {
    blob.removeAll(keepingCapacity: true)
    let prepared = try PreparedRecord.prepare(value, position: position, into: &blob)
    try blob.withUnsafeBytes { try add(prepared, blob: $0, text: nil, position: position) }
  }

  /// What the file reader needs to tokenize records on its thread (nil: the builder must).
  var textExtractor: TextExtractor? { text.extractor }

  /// Indexes one prepared record whose encoding lies at `prepared.blob` in `blob` and, when it
  /// was tokenized with its batch, whose words are record `prepared.textRecord` of `text`.
  func add(_ prepared: PreparedRecord, blob: UnsafeRawBufferPointer, text batchText: ExtractedText?, position: Int) throws {
    let objectID = prepared.objectID
    var idBytes = objectID
    guard idBytes.withUTF8({ objectIDTable.intern($0) }) == UInt32(objectIDs.count) else {
      throw RecordError(position: position, reason: "duplicate objectID \(objectID)")
    }
    let record = prepared.object
    let doc = UInt32(objectIDs.count)
    objectIDs.append(objectID)

    try recordStore.add(UnsafeRawBufferPointer(rebasing: blob[prepared.blob]))

    if let batchText, let index = prepared.textRecord {
      try text.absorb(batchText, record: index)
    } else {
      try text.add(record)
    }
    for i in facets.indices { facets[i].add(record, doc: doc) }
    numbers.add(record, doc: doc)
    addGeo(record["_geoloc"], doc: doc)
    if let attribute = settings.source.attributeForDistinct {
      var key: String?
      JSONPath.forEachValue(at: attribute, in: record) { value in
        if key == nil { key = FacetAccumulator.text(of: value) }
      }
      if let key {
        let id = distinctKeys[key] ?? UInt32(distinctKeys.count)
        distinctKeys[key] = id
        distinct.append(id)
      } else {
        distinct.append(UInt32.max)
      }
    }
  }

  private func addGeo(_ value: JSONValue?, doc: UInt32) {
    switch value {
    case .object(let point)?:
      if let lat = point["lat"]?.doubleValue ?? point["lat"]?.stringValue.flatMap(Double.init),
        let lng = point["lng"]?.doubleValue ?? point["lng"]?.stringValue.flatMap(Double.init)
      {
        geoRecords.append(doc)
        geoLatitudes.append(lat)
        geoLongitudes.append(lng)
      }
    case .array(let points)?:
      for point in points { addGeo(point, doc: doc) }
    default: break
    }
  }

  /// Writes every file of the generation and syncs them.
  ///
  /// The text index, the largest, is built here while a second thread finishes the records file
  /// and writes the facet and number files (they share nothing with it); the metadata comes last.
  func finish() throws {
    let others = BackgroundTask { [self] in
      try recordStore.finish()
      try writeObjectIDs()
      try recordsFile.finish()
      try FacetIndexWriter.write(facets, recordCount: count, to: directory + "/" + IndexLayout.facets)
      try writeNumbers()
    }
    var textFailure: (any Error)?
    do {
      try InvertedIndexWriter.write(
        text, recordCount: count, ranks: AttributeKey.rankTable(settings: settings, fieldCount: text.fields.count),
        prefixListMinPostings: prefixListMinPostings, to: directory + "/" + IndexLayout.text)
    } catch {
      textFailure = error
    }
    // The spilled runs live in the generation directory: gone before it is published.
    runsSpilled = text.occurrences.runs.count
    text.occurrences.discardRuns()
    try others.wait()
    if let textFailure { throw textFailure }
    try writeMeta()
  }

  private func writeObjectIDs() throws {
    var offsets: [UInt32] = [0]
    offsets.reserveCapacity(objectIDs.count + 1)
    var bytes: [UInt8] = []
    for id in objectIDs {
      bytes.append(contentsOf: id.utf8)
      offsets.append(UInt32(bytes.count))
    }
    let sorted = (0..<UInt32(objectIDs.count)).sorted { a, b in
      objectIDs[Int(a)].utf8.lexicographicallyPrecedes(objectIDs[Int(b)].utf8)
    }
    try recordsFile.section("idOffsets", offsets)
    try recordsFile.section("idBytes", bytes)
    try recordsFile.section("idSorted", sorted)
  }

  private func writeNumbers() throws {
    let file = try IndexFileWriter(path: directory + "/" + IndexLayout.numbers, kind: IndexLayout.numbersKind)
    for (i, _) in numbers.paths.enumerated() {
      let column = NumericColumnWriter(docs: numbers.records[i], values: numbers.values[i], recordCount: count)
      try file.section("n\(i).off", column.docOffsets)
      try file.section("n\(i).code", column.codes)
      try file.section("n\(i).dv", column.distinct)
      try file.section("n\(i).vs", column.valueStarts)
      try file.section("n\(i).sd", column.sortedDocs)
    }
    var geoOffsets: [UInt32] = []
    if !geoRecords.isEmpty {
      geoOffsets = [UInt32](repeating: 0, count: count + 1)
      for doc in geoRecords { geoOffsets[Int(doc) + 1] += 1 }
      for d in 0..<count { geoOffsets[d + 1] += geoOffsets[d] }
    }
    try file.section("geo.off", geoOffsets)
    try file.section("geo.lat", geoLatitudes)
    try file.section("geo.lng", geoLongitudes)
    try file.section("distinct", distinct)
    try file.section("customRank", customRanks())
    try file.finish()
  }

  /// Each record's position in the `customRanking` order (ties share a position; missing values
  /// last), so ranking reads one small integer per record instead of several number columns.
  private func customRanks() -> [UInt32] {
    let specs = settings.customRanking
    guard !specs.isEmpty, count > 0 else { return [] }
    var filling = [UInt64](repeating: .max, count: count * specs.count)
    for (s, spec) in specs.enumerated() {
      guard let column = numbers.paths.firstIndex(of: spec.attribute) else { continue }
      var seen = [Bool](repeating: false, count: count)
      for (doc, value) in zip(numbers.records[column], numbers.values[column]) where !seen[Int(doc)] {
        seen[Int(doc)] = true
        filling[Int(doc) * specs.count + s] = Ranker.encode(value, ascending: spec.ascending)
      }
    }
    let width = specs.count
    let keys = filling  // immutable from here: the comparisons below read it without a heap box
    func less(_ a: Int, _ b: Int) -> Bool {
      for x in 0..<width where keys[a * width + x] != keys[b * width + x] { return keys[a * width + x] < keys[b * width + x] }
      return false
    }
    let order = (0..<count).sorted { a, b in
      for x in 0..<width where keys[a * width + x] != keys[b * width + x] { return keys[a * width + x] < keys[b * width + x] }
      return a < b
    }
    var ranks = [UInt32](repeating: 0, count: count)
    var rank: UInt32 = 0
    for (position, doc) in order.enumerated() {
      if position > 0 && less(order[position - 1], doc) { rank = UInt32(position) }
      ranks[doc] = rank
    }
    return ranks
  }

  private func writeMeta() throws {
    var meta: JSONObject = [:]
    meta["recordCount"] = .number(Double(count))
    meta["settings"] = try SettingsStorage.encode(settings.source)
    meta["fields"] = .array(text.fields.map { .string($0) })
    meta["facets"] = .array(facets.map { .string($0.path) })
    meta["numerics"] = .array(numbers.paths.map { .string($0) })
    var replicas: JSONObject = [:]
    for (name, replica) in replicaSettings { replicas[name] = try SettingsStorage.encode(replica) }
    meta["replicaSettings"] = .object(replicas)
    if !synonyms.isEmpty { meta["synonyms"] = StoredObjectList.encode(synonyms.map(\.json)) }
    if !rules.isEmpty { meta["rules"] = StoredObjectList.encode(rules.map(\.json)) }
    meta["hasDistinct"] = .bool(settings.source.attributeForDistinct != nil)
    meta["updatedAt"] = .string(ISO8601DateFormatter().string(from: Date()))
    var bytes: [UInt8] = []
    RecordCodec.encode(.object(meta), into: &bytes)
    let file = try IndexFileWriter(path: directory + "/" + IndexLayout.meta, kind: IndexLayout.metaKind)
    try file.section("meta", bytes)
    try file.finish()
  }
}
