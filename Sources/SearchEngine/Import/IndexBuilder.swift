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
  /// Every objectID so far, by UTF-8 bytes: a duplicate interns to an earlier id, and record `i`'s
  /// is entry `i` (the table's arena and ends are the `idBytes` and `idOffsets` sections as they
  /// are: no second copy of the ids is kept, which took 16 bytes a record and more for long ids).
  // The four properties `add` changes for every record skip the dynamic exclusivity check a class
  // property pays at each access (its bookkeeping was about 1% of a million-record import's CPU):
  // a builder is used from one thread at a time and `add` never re-enters it.
  @exclusivity(unchecked) private var objectIDTable = TermTable()
  /// One bit per record: set when its objectID was generated from its position, so that a
  /// duplicate of it says so (`duplicateReason`).
  private var generatedIDs: [UInt64] = []
  @exclusivity(unchecked) private var text: TextAccumulator
  @exclusivity(unchecked) private var facets: [FacetAccumulator]
  @exclusivity(unchecked) private var numbers: NumericAccumulator
  /// Reads the facet values and numbers of records given in memory (`add(_:position:)`); a file's
  /// reader has its own copy (`attributeExtractor`).
  @exclusivity(unchecked) private var ownExtractor: AttributeExtractor
  /// Reusable buffer for the facet values and numbers of records read here.
  @exclusivity(unchecked) private var scratchAttributes = ExtractedAttributes()
  private var geoRecords: [UInt32] = []
  private var geoLatitudes: [Double] = []
  private var geoLongitudes: [Double] = []
  private var distinctKeys: [String: UInt32] = [:]
  private var distinct: [UInt32] = []

  /// The number of records added so far.
  var count: Int { objectIDTable.count }

  /// Whether record `doc` had no objectID and got its position in the import as one.
  func hasGeneratedID(_ doc: UInt32) -> Bool {
    let word = Int(doc) >> 6
    return word < generatedIDs.count && generatedIDs[word] & (1 << UInt64(doc & 63)) != 0
  }

  /// Notes that record `doc` got its position in the import as its objectID.
  private func markGeneratedID(_ doc: UInt32) {
    let word = Int(doc) >> 6
    if generatedIDs.count <= word { generatedIDs.append(contentsOf: repeatElement(0, count: word + 1 - generatedIDs.count)) }
    generatedIDs[word] |= 1 << UInt64(doc & 63)
  }

  /// Settings of replicas given explicitly (others are inferred from their names at open).
  let replicaSettings: OrderedDictionary<String, IndexSettings>
  /// The index's synonyms, stored in the metadata (an index without any has no `synonyms` key,
  /// as indexes written before synonyms existed).
  var synonyms: [Synonym] = []
  /// The index's query rules, stored in the metadata the same way (no `rules` key without any).
  var rules: [Rule] = []
  /// The postings a first letter's prefix terms need for a prefix list (`PrefixListBuilder`).
  var prefixListMinPostings = PrefixListBuilder.defaultMinPostings
  /// How the words of the near-pair lists are chosen (`NearPairCollector`): set before any record.
  var nearPairSettings: NearPairCollector.Settings {
    get { text.nearPairs.settings }
    set { text.nearPairs = NearPairCollector(settings: newValue) }
  }
  /// The runs of occurrences spilled to disk while records were added (known once `finish` ran).
  private(set) var runsSpilled = 0

  /// Starts a generation in `directory` (which must exist and be empty).
  /// `memory` says how much of what records add stays in memory before it moves to files here.
  init(
    settings: IndexSettings, replicaSettings: OrderedDictionary<String, IndexSettings> = [:], directory: String,
    memory: ImportMemory = .default
  ) throws {
    self.settings = EngineSettings(settings)
    self.replicaSettings = replicaSettings
    self.directory = directory
    text = TextAccumulator(settings: self.settings)
    text.spillPath = directory + "/" + IndexLayout.text + ".run"
    text.spillBudget = memory.occurrenceBudget
    var facetPaths = self.settings.faceting.map(\.path)
    if !facetPaths.contains("_tags") { facetPaths.append("_tags") }
    facets = facetPaths.enumerated().map { i, path in
      FacetAccumulator(
        path: path, spillPath: directory + "/" + IndexLayout.facets + ".f\(i)", spillLimit: memory.pairsPerColumn)
    }
    ownExtractor = AttributeExtractor(facetPaths: facetPaths.map(AttributePath.init))
    numbers = NumericAccumulator(spillPath: directory + "/" + IndexLayout.numbers + ".n", spillLimit: memory.pairsPerColumn)
    recordsFile = try IndexFileWriter(path: directory + "/" + IndexLayout.records, kind: IndexLayout.recordsKind)
    recordStore = try RecordStoreWriter(file: recordsFile, path: directory + "/" + IndexLayout.records)
    blob.reserveCapacity(4096)
  }

  /// Validates and indexes one record; `position` is used for generated ids and error messages.
  func add(_ value: JSONValue, position: Int) throws -> Void {
    blob.removeAll(keepingCapacity: true)
    let prepared = try PreparedRecord.prepare(value, position: position, into: &blob)
    try blob.withUnsafeBytes { try add(prepared, blob: $0, text: nil, attributes: nil, position: position) }
  }

  /// What the file reader needs to tokenize records on its thread (nil: the builder must).
  var textExtractor: TextExtractor? { text.extractor }

  /// What the file reader needs to read records' facet values and numbers on its thread.
  var attributeExtractor: AttributeExtractor { AttributeExtractor(facetPaths: ownExtractor.facetPaths) }

  /// Indexes one prepared record whose encoding lies at `prepared.blob` in `blob` and, when it
  /// was tokenized with its batch, whose words are record `prepared.textRecord` of `text` (its
  /// facet values and numbers, record `prepared.attributesRecord` of `attributes`, likewise).
  func add(
    _ prepared: PreparedRecord, blob: UnsafeRawBufferPointer, text batchText: ExtractedText?,
    attributes batchAttributes: ExtractedAttributes?, position: Int
  ) throws {
    let objectID = prepared.objectID
    var idBytes = objectID
    let doc = UInt32(count)
    let holder = idBytes.withUTF8 { objectIDTable.intern($0) }
    guard holder == doc else {
      throw RecordError(position: position, reason: duplicateReason(prepared, holder: holder))
    }
    if prepared.generatedID { markGeneratedID(doc) }
    let record = prepared.object

    try recordStore.add(UnsafeRawBufferPointer(rebasing: blob[prepared.blob]))

    if let batchText, let index = prepared.textRecord {
      try text.absorb(batchText, record: index)
    } else {
      try text.add(record)
    }
    if let batchAttributes, let index = prepared.attributesRecord {
      try addAttributes(batchAttributes, record: index, doc: doc)
    } else {
      scratchAttributes.removeAll()
      ownExtractor.extract(record, into: &scratchAttributes)
      try addAttributes(scratchAttributes, record: 0, doc: doc)
    }
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

  private func addAttributes(_ attributes: ExtractedAttributes, record: Int, doc: UInt32) throws {
    for i in facets.indices {
      try facets[i].add(attributes, record: record, facet: i, facetCount: facets.count, doc: doc)
    }
    try numbers.add(attributes, record: record, doc: doc)
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
      // Their spill files live in the generation directory: gone before it is published.
      for i in facets.indices { facets[i].discardPairs() }
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
    let table = objectIDTable
    var offsets: [UInt32] = [0]
    offsets.reserveCapacity(table.count + 1)
    offsets.append(contentsOf: table.ends)
    try recordsFile.section("idOffsets", offsets)
    try recordsFile.section("idBytes", table.arena)
    let sorted = table.sortedByBytes(0..<table.count).map(UInt32.init)
    try recordsFile.section("idSorted", sorted)
  }

  private func writeNumbers() throws {
    let file = try IndexFileWriter(path: directory + "/" + IndexLayout.numbers, kind: IndexLayout.numbersKind)
    // Each record's custom ranking figures, filled from the columns as they are read back.
    let specs = settings.customRanking
    var filling = [UInt64](repeating: .max, count: specs.isEmpty ? 0 : count * specs.count)
    for (i, path) in numbers.paths.enumerated() {
      // One column at a time, read back from its spill file.
      let (docs, values) = try numbers.columns[i].load()
      for (s, spec) in specs.enumerated() where spec.attribute == path {
        // A record's first number is its figure.
        var seen = [Bool](repeating: false, count: count)
        for (doc, value) in zip(docs, values) where !seen[Int(doc)] {
          seen[Int(doc)] = true
          filling[Int(doc) * specs.count + s] = Ranker.encode(value, ascending: spec.ascending)
        }
      }
      numbers.discardColumn(i)  // read: its file goes now, its memory with `docs` and `values`
      let column = NumericColumnWriter(docs: docs, values: values, recordCount: count)
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
    try file.section("customRank", customRanks(filling))
    try file.finish()
  }

  /// Each record's position in the `customRanking` order (ties share a position; missing values
  /// last), so ranking reads one small integer per record instead of several number columns.
  /// `filling` holds each record's figures, one per criterion (`.max` for none).
  private func customRanks(_ filling: [UInt64]) -> [UInt32] {
    let specs = settings.customRanking
    guard !specs.isEmpty, count > 0 else { return [] }
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
