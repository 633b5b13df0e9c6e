extension FacetValuesOrder {
  /// Reads Algolia's JSON leniently: non-string entries of `order` and `hide` are skipped; a
  /// `sortRemainingBy` that is not `count`, `alpha` or `hidden` stays in ``extra``.
  public init(json object: JSONObject) {
    var extra = object
    func strings(_ key: String) -> [String] {
      guard case .array(let items)? = object[key] else { return [] }
      extra.removeValue(forKey: key)
      return items.compactMap(\.stringValue)
    }
    order = strings("order")
    hide = strings("hide")
    sortRemainingBy = object["sortRemainingBy"]?.stringValue.flatMap(SortRemainingBy.init(rawValue:))
    if sortRemainingBy != nil { extra.removeValue(forKey: "sortRemainingBy") }
    self.extra = extra
  }

  /// The value order as Algolia's JSON (`order`, `sortRemainingBy`, `hide`, then the others).
  public var json: JSONObject {
    var object: JSONObject = ["order": .array(order.map { .string($0) })]
    if let sortRemainingBy { object["sortRemainingBy"] = .string(sortRemainingBy.rawValue) }
    if !hide.isEmpty { object["hide"] = .array(hide.map { .string($0) }) }
    object.merge(extra) { typed, _ in typed }
    return object
  }
}
