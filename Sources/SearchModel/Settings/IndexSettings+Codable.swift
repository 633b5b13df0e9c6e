extension IndexSettings: Codable {
  /// Decodes the settings object of `GET /1/indexes/{index}/settings`; settings not modelled
  /// (e.g. `userData`, `renderingContent`) go to ``extra`` in document order.
  public init(from decoder: any Decoder) throws {
    var reader = try JSONObjectReader(from: decoder)
    self.init()
    searchableAttributes = try reader.decode([String].self, "searchableAttributes")
    attributesForFaceting = try reader.decode([String].self, "attributesForFaceting")
    customRanking = try reader.decode([String].self, "customRanking")
    ranking = try reader.decode([String].self, "ranking")
    attributesToRetrieve = try reader.decode([String].self, "attributesToRetrieve")
    attributesToHighlight = try reader.decode([String].self, "attributesToHighlight")
    attributesToSnippet = try reader.decode([String].self, "attributesToSnippet")
    unretrievableAttributes = try reader.decode([String].self, "unretrievableAttributes")
    hitsPerPage = try reader.decode(Int.self, "hitsPerPage")
    maxValuesPerFacet = try reader.decode(Int.self, "maxValuesPerFacet")
    typoTolerance = try reader.decode(TypoTolerance.self, "typoTolerance")
    minWordSizefor1Typo = try reader.decode(Int.self, "minWordSizefor1Typo")
    minWordSizefor2Typos = try reader.decode(Int.self, "minWordSizefor2Typos")
    paginationLimitedTo = try reader.decode(Int.self, "paginationLimitedTo")
    attributeForDistinct = try reader.decode(String.self, "attributeForDistinct")
    distinct = try reader.decode(Distinct.self, "distinct")
    highlightPreTag = try reader.decode(String.self, "highlightPreTag")
    highlightPostTag = try reader.decode(String.self, "highlightPostTag")
    snippetEllipsisText = try reader.decode(String.self, "snippetEllipsisText")
    replicas = try reader.decode([String].self, "replicas")
    extra = reader.remaining
  }

  /// Encodes the modelled settings in declaration order (unset ones left out), then ``extra``.
  public func encode(to encoder: any Encoder) throws {
    var writer = JSONObjectWriter(codingPath: encoder.codingPath)
    try writer.encode(searchableAttributes, "searchableAttributes")
    try writer.encode(attributesForFaceting, "attributesForFaceting")
    try writer.encode(customRanking, "customRanking")
    try writer.encode(ranking, "ranking")
    try writer.encode(attributesToRetrieve, "attributesToRetrieve")
    try writer.encode(attributesToHighlight, "attributesToHighlight")
    try writer.encode(attributesToSnippet, "attributesToSnippet")
    try writer.encode(unretrievableAttributes, "unretrievableAttributes")
    try writer.encode(hitsPerPage, "hitsPerPage")
    try writer.encode(maxValuesPerFacet, "maxValuesPerFacet")
    try writer.encode(typoTolerance, "typoTolerance")
    try writer.encode(minWordSizefor1Typo, "minWordSizefor1Typo")
    try writer.encode(minWordSizefor2Typos, "minWordSizefor2Typos")
    try writer.encode(paginationLimitedTo, "paginationLimitedTo")
    try writer.encode(attributeForDistinct, "attributeForDistinct")
    try writer.encode(distinct, "distinct")
    try writer.encode(highlightPreTag, "highlightPreTag")
    try writer.encode(highlightPostTag, "highlightPostTag")
    try writer.encode(snippetEllipsisText, "snippetEllipsisText")
    try writer.encode(replicas, "replicas")
    writer.merge(extra)
    try writer.write(to: encoder)
  }
}
