import SearchModel

/// The three record sets of the InstantSearch faceting specs, recreated so that they give the
/// documented counts (notes §8).
enum Datasets {
  /// 12 records {category, color?, promotions (one string or a list)}.
  static let disjunctive: [JSONObject] = [
    product("1", category: "shirt", color: "blue", promotions: ["coupon"]),
    product("2", category: "shirt", color: "blue", promotions: ["free return", "on sale"]),
    product("3", category: "hat", color: "blue", promotions: ["free return"]),
    product("4", category: "shoe", color: "green", promotions: ["free return"]),
    product("5", category: "hat", color: "green", promotions: ["on sale"]),
    product("6", category: "shirt", color: "orange", promotions: ["on sale", "free return"]),
    product("7", category: "shoe", color: "orange", promotions: ["free return"]),
    product("8", category: "hat", color: "yellow", promotions: ["on sale"]),
    product("9", category: "shirt", color: "yellow", promotions: ["free return"]),
    product("10", category: "shoe", color: "red", promotions: ["on sale"]),
    product("11", category: "shoe", color: nil, promotions: ["coupon"]),
    product("12", category: "hat", color: nil, promotions: ["coupon", "free return"]),
  ]

  /// 7 records over Clothing, Book and Furniture, three levels deep at most.
  static let hierarchical: [JSONObject] = [
    categorized("1", path: ["Clothing", "Men", "Hats"]),
    categorized("2", path: ["Clothing", "Men", "Shirt"]),
    categorized("3", path: ["Clothing", "Women", "Dresses"]),
    categorized("4", path: ["Clothing", "Women", "Shoes"]),
    categorized("5", path: ["Book", "Fiction"]),
    categorized("6", path: ["Book", "Science"]),
    categorized("7", path: ["Furniture", "Chairs"]),
  ]

  /// 10 records {name, color?, hierarchicalCategories}.
  static let disjunctiveHierarchical: [JSONObject] = [
    categorized("1", name: "A", color: "red", path: ["Category3", "SubCategory2", "SubSubCategory1"]),
    categorized("2", name: "B", color: "red", path: ["Category3", "SubCategory2", "SubSubCategory2"]),
    categorized("3", name: "C", color: "blue", path: ["Category3", "SubCategory2", "SubSubCategory1"]),
    categorized("4", name: "D", color: "red", path: ["Category2", "SubCategory1", "SubSubCategory1"]),
    categorized("5", name: "E", color: "blue", path: ["Category2", "SubCategory2"]),
    categorized("6", name: "F", color: "green", path: ["Category1", "SubCategory1"]),
    categorized("7", name: "G", color: nil, path: ["Category3", "SubCategory2", "SubSubCategory3"]),
    categorized("8", name: "H", color: "green", path: ["Category3", "SubCategory1"]),
    categorized("9", name: "I", color: nil, path: ["Category1", "SubCategory2"]),
    categorized("10", name: "J", color: "blue", path: ["Category1", "SubCategory1", "SubSubCategory1"]),
  ]

  /// The level attributes of the hierarchical record sets.
  static let levels = ["hierarchicalCategories.lvl0", "hierarchicalCategories.lvl1", "hierarchicalCategories.lvl2"]

  /// `count` numbered records `{objectID, name, price}` for paging tests.
  static func numbered(_ count: Int) -> [JSONObject] {
    (0..<count).map { index in
      ["objectID": .string("\(index)"), "name": .string("item \(index)"), "price": .number(Double(index))]
    }
  }

  private static func product(_ id: String, category: String, color: String?, promotions: [String]) -> JSONObject {
    var record: JSONObject = ["objectID": .string(id), "category": .string(category)]
    if let color { record["color"] = .string(color) }
    record["promotions"] = promotions.count == 1 ? .string(promotions[0]) : .array(promotions.map(JSONValue.string))
    return record
  }

  private static func categorized(_ id: String, name: String? = nil, color: String? = nil, path: [String]) -> JSONObject {
    var record: JSONObject = ["objectID": .string(id)]
    if let name { record["name"] = .string(name) }
    if let color { record["color"] = .string(color) }
    var levels: JSONObject = [:]
    for depth in path.indices {
      levels["lvl\(depth)"] = .string(path[...depth].joined(separator: " > "))
    }
    record["hierarchicalCategories"] = .object(levels)
    return record
  }
}
