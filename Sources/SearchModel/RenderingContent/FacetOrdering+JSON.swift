extension FacetOrdering {
  /// Reads Algolia's JSON leniently: a non-string entry of `facets.order` is skipped, a `values`
  /// member that is not an object is ignored, and members of another kind stay in ``extra``.
  public init(json object: JSONObject) {
    var extra = object
    facetsOrder = []
    if case .object(let facets)? = object["facets"], case .array(let order)? = facets["order"] {
      facetsOrder = order.compactMap(\.stringValue)
      extra.removeValue(forKey: "facets")
    }
    values = [:]
    if case .object(let byAttribute)? = object["values"] {
      for (attribute, rule) in byAttribute {
        if case .object(let rule) = rule { values[attribute] = FacetValuesOrder(json: rule) }
      }
      extra.removeValue(forKey: "values")
    }
    self.extra = extra
  }

  /// The ordering as Algolia's JSON (`facets`, `values`, then the other members).
  public var json: JSONObject {
    var object: JSONObject = ["facets": .object(["order": .array(facetsOrder.map { .string($0) })])]
    if !values.isEmpty {
      object["values"] = .object(JSONObject(uniqueKeysWithValues: values.map { ($0.key, JSONValue.object($0.value.json)) }))
    }
    object.merge(extra) { typed, _ in typed }
    return object
  }
}
