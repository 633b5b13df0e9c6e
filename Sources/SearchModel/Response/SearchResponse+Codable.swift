extension SearchResponse: Codable {
  /// Decodes Algolia's response JSON; `facets_stats` is the wire name of ``facetsStats``, and
  /// every field not modelled lands in ``extra`` in document order.
  public init(from decoder: any Decoder) throws {
    var reader = try JSONObjectReader(from: decoder)
    self.init()
    let decodedHits = try reader.decode([JSONObject].self, "hits")
    hits = decodedHits ?? []
    carriesHits = decodedHits != nil
    nbHits = try reader.decode(Int.self, "nbHits")
    page = try reader.decode(Int.self, "page")
    nbPages = try reader.decode(Int.self, "nbPages")
    hitsPerPage = try reader.decode(Int.self, "hitsPerPage")
    offset = try reader.decode(Int.self, "offset")
    length = try reader.decode(Int.self, "length")
    nbSortedHits = try reader.decode(Int.self, "nbSortedHits")
    facets = try reader.decodeMap(JSONObject.self, "facets").map { facets in
      var converted = OrderedDictionary<String, OrderedDictionary<String, Int>>(minimumCapacity: facets.count)
      for (attribute, counts) in facets {
        var values = OrderedDictionary<String, Int>(minimumCapacity: counts.count)
        for (value, count) in counts {
          values[value] = try JSONValueDecoder.Implementation.unbox(
            Int.self, from: count,
            codingPath: reader.codingPath + [JSONKey("facets"), JSONKey(attribute), JSONKey(value)])
        }
        converted[attribute] = values
      }
      return converted
    }
    facetsStats = try reader.decodeMap(FacetStats.self, "facets_stats")
    exhaustiveFacetsCount = try reader.decode(Bool.self, "exhaustiveFacetsCount")
    exhaustiveNbHits = try reader.decode(Bool.self, "exhaustiveNbHits")
    query = try reader.decode(String.self, "query")
    params = try reader.decode(String.self, "params")
    index = try reader.decode(String.self, "index")
    queryID = try reader.decode(String.self, "queryID")
    processingTimeMS = try reader.decode(Int.self, "processingTimeMS")
    extra = reader.remaining
  }

  /// Encodes in Algolia's usual order (hits, counts, facets, exhaustiveness, query echo, timing),
  /// then ``extra``; `nil` fields are left out, so `{"hits":[]}` is the smallest response (`{}`
  /// when ``carriesHits`` is off).
  public func encode(to encoder: any Encoder) throws {
    var writer = JSONObjectWriter(codingPath: encoder.codingPath)
    if carriesHits { try writer.encode(hits.map(JSONValue.object), "hits") }
    try writer.encode(nbHits, "nbHits")
    try writer.encode(page, "page")
    try writer.encode(nbPages, "nbPages")
    try writer.encode(hitsPerPage, "hitsPerPage")
    try writer.encode(offset, "offset")
    try writer.encode(length, "length")
    try writer.encode(nbSortedHits, "nbSortedHits")
    try writer.encodeMap(facets?.mapValues { JSONValue.object($0.mapValues { .number(Double($0)) }) }, "facets")
    try writer.encodeMap(facetsStats, "facets_stats")
    try writer.encode(exhaustiveFacetsCount, "exhaustiveFacetsCount")
    try writer.encode(exhaustiveNbHits, "exhaustiveNbHits")
    try writer.encode(query, "query")
    try writer.encode(params, "params")
    try writer.encode(index, "index")
    try writer.encode(queryID, "queryID")
    try writer.encode(processingTimeMS, "processingTimeMS")
    writer.merge(extra)
    try writer.write(to: encoder)
  }
}
