import SearchModel

/// One opened, validated index generation: everything a search reads, mapped from disk.
///
/// Opening maps five files, checks their headers, section tables and small sections' checksums,
/// checks the tables whose size follows the record or term count (so that no later lookup reads
/// out of bounds) and builds only small lookup tables (field ranks, lower-cased facet values);
/// records are never parsed and the posting lists are checked per term on first use. The snapshot
/// is immutable (but for the posting checks' memo), so concurrent searches share it freely.
final class IndexSnapshot: @unchecked Sendable {
  let name: String
  let directory: String
  let settings: EngineSettings
  /// How the records were tokenized (the index-time normalisation settings), for queries and
  /// highlighting to read words the same way.
  let normalization: TextNormalization
  /// The synonyms stored with the index, ready for the query path (empty for indexes without).
  let synonymTable: SynonymTable
  /// The query rules stored with the index, ready for the query path (empty for indexes without).
  let ruleTable: RuleTable
  let recordCount: Int
  let updatedAt: String?
  /// Replica settings stored at import, by replica name.
  let storedReplicaSettings: OrderedDictionary<String, IndexSettings>
  /// Searchable field paths by field id, with their rank and `unordered` flag.
  let fields: [String]
  let fieldRanks: [Int]
  let fieldUnordered: [Bool]
  /// False when every attribute is searchable without an order (attribute criterion off).
  let hasAttributeOrder: Bool
  /// `AttributeKey.rankTable` of the searchable attributes: what matching and ranking read a
  /// position's attribute rank from.
  let attributeRanks: [UInt16]
  let dictionary: TermDictionary
  let postings: Postings
  /// Per block of 128 postings (`PositionBlockCodec`), the least attribute key of its postings'
  /// best positions (`AttributeKey.stored` with `attributeRanks`, which the import used too): no
  /// posting of the block ranks better on the attribute criterion (`FloorCandidates`).
  let attributeFloors: UnsafeBufferPointer<UInt16>
  /// The per-term structure checks of `postings`, made when a query first reads a term.
  let postingCheck: PostingCheck
  /// The prefix lists of broad one- and two-letter prefixes (one-word prefix queries mark their
  /// records from them).
  let prefixLists: PrefixLists
  /// The records where two frequent words stand close (two-word queries read their proximity
  /// there rather than from every candidate's positions).
  let nearPairs: NearPairs
  let facets: [String: FacetColumn]
  let numerics: [String: NumericColumn]
  /// Where each record's `_geoloc` points start in `geoLatitudes`/`geoLongitudes`; empty when no
  /// record has one (read through `geoPoints(of:)`).
  let geoOffsets: UnsafeBufferPointer<UInt32>
  let geoLatitudes: UnsafeBufferPointer<Double>
  let geoLongitudes: UnsafeBufferPointer<Double>
  let distinctKeys: UnsafeBufferPointer<UInt32>
  /// Per record, its position in the `customRanking` order of the stored settings (empty without one).
  let customRanks: UnsafeBufferPointer<UInt32>
  /// The records in `customRanks` order, made by the first empty query that needs it.
  let customRankOrder = MadeOnce<[UInt32]>()
  /// Each record's custom rank in 8 bits (`customRankBuckets`), made by the first search that needs it.
  let customRankBucketTable = MadeOnce<(buckets: [UInt8], shift: Int)>()
  /// Scratch buffers the matcher borrows per query (reused rather than allocated each time).
  let markScratch = MarkScratchPool()
  private let records: RecordStore
  private let objectIDs: StringTable
  private let objectIDOrder: UnsafeBufferPointer<UInt32>
  private let files: [IndexFile]

  /// Opens the generation directory `directory` of index `name`.
  init(name: String, directory: String) throws(IndexFormatError) {
    self.name = name
    self.directory = directory
    let metaFile = try IndexFile(path: directory + "/" + IndexLayout.meta, kind: IndexLayout.metaKind)
    let meta: JSONObject
    do {
      guard case .object(let object) = try RecordCodec.decode(try metaFile.raw("meta")) else { throw RecordCodecError() }
      meta = object
    } catch {
      throw IndexFormatError(path: metaFile.path, reason: "unreadable index metadata")
    }
    func strings(_ key: String) -> [String] { meta[key]?.arrayValue?.compactMap(\.stringValue) ?? [] }
    guard let count = meta["recordCount"]?.intValue, count >= 0, let settingsValue = meta["settings"] else {
      throw IndexFormatError(path: metaFile.path, reason: "index metadata lacks record count or settings")
    }
    recordCount = count
    updatedAt = meta["updatedAt"]?.stringValue
    var replicas = OrderedDictionary<String, IndexSettings>()
    do {
      for (name, value) in meta["replicaSettings"]?.objectValue ?? [:] { replicas[name] = try SettingsStorage.decode(value) }
      settings = EngineSettings(try SettingsStorage.decode(settingsValue))
      normalization = TextNormalization(settings: settings.source)
    } catch {
      throw IndexFormatError(path: metaFile.path, reason: "unreadable settings (\(error))")
    }
    storedReplicaSettings = replicas
    let synonyms = try StoredObjectList.decode(meta["synonyms"], path: metaFile.path, what: "synonyms") {
      try? Synonym(json: $0)
    }
    let rules = try StoredObjectList.decode(meta["rules"], path: metaFile.path, what: "rules") { try? Rule(json: $0) }
    synonymTable = synonyms.isEmpty ? .empty : SynonymTable(synonyms: synonyms, normalization: normalization)
    fields = strings("fields")
    if settings.searchable.isEmpty {
      fieldRanks = fields.map { _ in 0 }
      fieldUnordered = fields.map { _ in true }
      hasAttributeOrder = false
    } else {
      fieldRanks = settings.searchable.map(\.rank)
      fieldUnordered = settings.searchable.map(\.unordered)
      hasAttributeOrder = true
    }
    attributeRanks = AttributeKey.rankTable(settings: settings, fieldCount: fields.count)

    // The record store's offsets are checked per block when a record is read (`record(_:)`).
    let records = try IndexFile(path: directory + "/" + IndexLayout.records, kind: IndexLayout.recordsKind)
    self.records = try RecordStore(file: records, count: count)
    objectIDs = StringTable(
      offsets: try records.array("idOffsets", of: UInt32.self, count: count + 1),
      bytes: try records.array("idBytes", of: UInt8.self))
    try objectIDs.validate(path: records.path, name: "idOffsets")
    objectIDOrder = try records.array("idSorted", of: UInt32.self, count: count)
    guard TableCheck.allBelow(objectIDOrder, count) else {
      throw IndexFormatError(path: records.path, reason: "objectID order names records that do not exist")
    }

    let text = try IndexFile(path: directory + "/" + IndexLayout.text, kind: IndexLayout.textKind)
    let terms = StringTable(
      offsets: try text.array("termOff", of: UInt32.self), bytes: try text.array("termBytes", of: UInt8.self))
    try terms.validate(path: text.path, name: "termOff")
    let dictionary = TermDictionary(
      terms: terms, typoOrder: try text.array("typoOrder", of: UInt32.self, count: terms.count),
      typoGroups: try text.array("typoGroups", of: UInt32.self))
    self.dictionary = dictionary
    let postings = Postings(
      termStarts: try text.array("postStart", of: UInt32.self, count: terms.count + 1),
      docOffsets: try text.array("docOff", of: UInt32.self, count: terms.count + 1),
      docData: try text.raw("docs"),
      positionOffsets: try text.array("posOff", of: UInt64.self),
      positionData: try text.raw("positions"))
    self.postings = postings
    attributeFloors = try text.array("posFloor", of: UInt16.self, count: PositionBlockCodec.blockCount(postings.count))
    // The postings themselves are checked per term when a query first reads them (`PostingCheck`).
    postingCheck = PostingCheck(postings: postings, recordCount: count, fieldCount: fields.count)
    prefixLists = try PrefixLists(file: text, termCount: terms.count, recordCount: count)
    nearPairs = try NearPairs(file: text, termCount: terms.count, recordCount: count)
    let groups = dictionary.typoGroups.count
    guard postings.positionOffsets.count == PositionBlockCodec.blockCount(postings.count) + 1,
      postings.positionData.count >= PositionBlockCodec.padding,
      groups % 3 == 0, groups >= 3, TableCheck.allBelow(dictionary.typoOrder, terms.count),
      TableCheck.typoGroups(dictionary.typoGroups, orderCount: dictionary.typoOrder.count)
    else { throw IndexFormatError(path: text.path, reason: "inconsistent posting tables") }

    let facetFile = try IndexFile(path: directory + "/" + IndexLayout.facets, kind: IndexLayout.facetsKind)
    var facets: [String: FacetColumn] = [:]
    for (i, path) in strings("facets").enumerated() {
      let values = StringTable(
        offsets: try facetFile.array("f\(i).voff", of: UInt32.self), bytes: try facetFile.array("f\(i).vbytes", of: UInt8.self))
      try values.validate(path: facetFile.path, name: "f\(i).voff")
      let docOffsets = try facetFile.array("f\(i).doff", of: UInt32.self)
      guard let docCodes = CodeTable(try facetFile.raw("f\(i).dval"), count: docOffsets.last.map(Int.init) ?? count) else {
        throw IndexFormatError(path: facetFile.path, reason: "section f\(i).dval has a bad length")
      }
      let column = FacetColumn(
        attribute: path, values: values, recordCount: count, docOffsets: docOffsets, docCodes: docCodes,
        postingOffsets: try facetFile.array("f\(i).poff", of: UInt32.self, count: values.count + 1),
        postingStarts: try facetFile.array("f\(i).pbyt", of: UInt32.self, count: values.count + 1),
        postingData: try facetFile.raw("f\(i).pdoc"))
      guard column.isConsistent()
      else { throw IndexFormatError(path: facetFile.path, reason: "inconsistent facet tables for \(path)") }
      facets[path] = column
    }
    self.facets = facets
    ruleTable = rules.isEmpty
      ? .empty
      : RuleTable(rules: rules, normalization: normalization) { attribute in
        guard let column = facets[attribute] else { return [] }
        return (0..<column.values.count).map { column.values.string($0) }
      }

    let numberFile = try IndexFile(path: directory + "/" + IndexLayout.numbers, kind: IndexLayout.numbersKind)
    var numerics: [String: NumericColumn] = [:]
    for (i, path) in strings("numerics").enumerated() {
      let docOffsets = try numberFile.array("n\(i).off", of: UInt32.self)
      let codeCount = docOffsets.isEmpty ? count : Int(docOffsets.last!)
      guard let codes = CodeTable(try numberFile.raw("n\(i).code"), count: codeCount) else {
        throw IndexFormatError(path: numberFile.path, reason: "section n\(i).code has a bad length")
      }
      let column = NumericColumn(
        attribute: path, distinct: try numberFile.array("n\(i).dv", of: Double.self), codes: codes,
        docOffsets: docOffsets, valueStarts: try numberFile.array("n\(i).vs", of: UInt32.self),
        sortedDocs: try numberFile.array("n\(i).sd", of: UInt32.self))
      guard column.isConsistent(recordCount: count)
      else { throw IndexFormatError(path: numberFile.path, reason: "inconsistent numeric tables for \(path)") }
      numerics[path] = column
    }
    self.numerics = numerics
    // No offsets at all when no record has a `_geoloc` (4 MB a million records otherwise).
    let geoOffsets = try numberFile.array("geo.off", of: UInt32.self)
    let geoLatitudes = try numberFile.array("geo.lat", of: Double.self)
    self.geoOffsets = geoOffsets
    self.geoLatitudes = geoLatitudes
    geoLongitudes = try numberFile.array("geo.lng", of: Double.self, count: geoLatitudes.count)
    guard geoOffsets.isEmpty
      ? geoLatitudes.isEmpty
      : geoOffsets.count == count + 1 && Int(geoOffsets[count]) == geoLatitudes.count
        && TableCheck.ascending(geoOffsets, upTo: geoLatitudes.count)
    else {
      throw IndexFormatError(path: numberFile.path, reason: "inconsistent geo tables")
    }
    let customRanks = try numberFile.array("customRank", of: UInt32.self)
    guard customRanks.isEmpty || customRanks.count == count else {
      throw IndexFormatError(path: numberFile.path, reason: "inconsistent custom ranking table")
    }
    self.customRanks = customRanks
    let distinctKeys = try numberFile.array("distinct", of: UInt32.self)
    self.distinctKeys = distinctKeys
    if settings.source.attributeForDistinct != nil && distinctKeys.count != count {
      throw IndexFormatError(path: numberFile.path, reason: "inconsistent distinct table")
    }
    files = [metaFile, records, text, facetFile, numberFile]
  }

  /// The structure checks an open leaves to first use, made in full (for `instantsearch check`):
  /// every term's postings, every prefix and near-pair list, both posting sections ending where their last
  /// block does (records: by decoding each), and every facet value's records.
  func verifyStructure() throws(IndexFormatError) {
    guard TableCheck.ascending(postings.termStarts, upTo: postings.count),
      TableCheck.ascending(postings.docOffsets, upTo: postings.docData.count), postingCheck.verifyAll(),
      prefixLists.verifyAll(), nearPairs.verifyAll()
    else {
      throw IndexFormatError(path: directory + "/" + IndexLayout.text, reason: "inconsistent posting tables")
    }
    for (attribute, column) in facets.sorted(by: { $0.key < $1.key }) where !column.verifyAll() {
      throw IndexFormatError(path: directory + "/" + IndexLayout.facets, reason: "inconsistent facet tables for \(attribute)")
    }
  }

  /// The stored record `doc`, exactly as imported (plus its objectID).
  func record(_ doc: Int) throws(IndexFormatError) -> JSONObject {
    guard doc >= 0, doc < recordCount,
      case .object(let object)?? = records.withRecord(doc, { try? RecordCodec.decode($0) })
    else {
      throw IndexFormatError(path: directory + "/" + IndexLayout.records, reason: "corrupt record \(doc)")
    }
    return object
  }

  /// The objectID of record `doc`.
  func objectID(_ doc: Int) -> String { objectIDs.string(doc) }

  /// The record whose objectID is `id`.
  func doc(objectID id: String) -> Int? {
    let key = Array(id.utf8)
    return key.withUnsafeBufferPointer { key -> Int? in
      var low = 0
      var high = objectIDOrder.count
      while low < high {
        let mid = (low + high) / 2
        let c = objectIDs.compare(Int(objectIDOrder[mid]), key)
        if c == 0 { return Int(objectIDOrder[mid]) }
        if c < 0 { low = mid + 1 } else { high = mid }
      }
      return nil
    }
  }
}
