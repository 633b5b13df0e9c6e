import SearchModel

/// Reads the facet values and numbers of records into `ExtractedAttributes`, on whichever thread
/// parsed them: the file reader's for a file import, the builder's for records given in memory.
///
/// What it reads is what `FacetAccumulator` and `NumericAccumulator` index: for each facet
/// attribute (`attributesForFaceting`, then `_tags`), its strings, numbers and booleans as text
/// wherever `JSONPath` finds them; and every finite number or boolean of the record but its
/// `objectID` and `_geoloc`, under its dotted path (`specs.weight`), through arrays.
struct AttributeExtractor: Sendable {
  /// The facet attributes, in the builder's order of `FacetAccumulator`s.
  let facetPaths: [AttributePath]
  /// `parent.key` paths already built (a record's nested numbers need no new strings).
  private var joined: [String: [String: String]] = [:]

  init(facetPaths: [AttributePath]) {
    self.facetPaths = facetPaths
  }

  /// Appends `record`'s facet values and numbers to `attributes` as one record.
  mutating func extract(_ record: JSONObject, into attributes: inout ExtractedAttributes) {
    for path in facetPaths {
      JSONPath.forEachValue(at: path, in: record) { value in
        if let text = FacetAccumulator.text(of: value) { attributes.appendValue(text) }
      }
      attributes.endFacet()
    }
    for (key, value) in record where key != "_geoloc" && key != "objectID" {
      visit(value, path: key, into: &attributes)
    }
    attributes.endRecord()
  }

  private mutating func visit(_ value: JSONValue, path: String, into attributes: inout ExtractedAttributes) {
    switch value {
    case .number(let number):
      if number.isFinite { attributes.appendNumber(number, path: path) }
    case .bool(let flag): attributes.appendNumber(flag ? 1 : 0, path: path)
    case .array(let items):
      for item in items { visit(item, path: path, into: &attributes) }
    case .object(let object):
      for (key, item) in object {
        switch item {
        case .string, .null: continue  // nothing numeric below: no path to build
        default: visit(item, path: join(path, key), into: &attributes)
        }
      }
    case .string, .null: break
    }
  }

  private mutating func join(_ parent: String, _ key: String) -> String {
    if let known = joined[parent]?[key] { return known }
    let path = parent + "." + key
    joined[parent, default: [:]][key] = path
    return path
  }
}
