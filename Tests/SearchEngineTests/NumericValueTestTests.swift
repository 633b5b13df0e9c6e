import DemoData
import SearchModel
import Testing

@testable import SearchEngine

/// A numeric filter ANDed after a selective one tests the few records kept by their values
/// instead of setting its whole range (`FilterEvaluator`): every operator, negated or not, on a
/// single-valued and a multi-valued attribute with records lacking it, must keep what the set did.
@Suite("Numeric filters after a selective filter")
struct NumericValueTestTests {
  static let count = 3_000
  static func price(_ i: Int) -> Double? { i % 13 == 0 ? nil : Double((i * 37) % 500) / 4 }
  static func sizes(_ i: Int) -> [Double] { (0..<(i % 4)).map { Double(30 + (i * 7 + $0 * 11) % 20) } }
  static func brand(_ i: Int) -> String { i % 10 == 0 ? "rare" : "common" }

  static let service: LocalSearchService = {
    let records: [JSONValue] = (0..<count).map { i in
      var object: JSONObject = [
        "objectID": .string("\(i)"), "brand": .string(brand(i)), "sizes": .array(sizes(i).map(JSONValue.number)),
      ]
      if let price = price(i) { object["price"] = .number(price) }
      return .object(object)
    }
    return try! TestIndex.service(records, settings: IndexSettings(attributesForFaceting: ["brand"]))
  }()

  @Test("the records kept are those whose values pass, for every operator, negated or not")
  func everyOperator() throws {
    let comparisons: [(String, (Double) -> Bool)] = [
      ("< 60", { $0 < 60 }), ("<= 60", { $0 <= 60 }), ("> 60", { $0 > 60 }), (">= 60", { $0 >= 60 }),
      ("= 60", { $0 == 60 }), ("!= 60", { $0 != 60 }), (":10 TO 20", { $0 >= 10 && $0 <= 20 }),
      ("< -1", { $0 < -1 }), ("> 1000", { $0 > 1000 }),
    ]
    let priceValues: (Int) -> [Double] = { i in Self.price(i).map { [$0] } ?? [] }
    let attributes: [(String, (Int) -> [Double])] = [("price", priceValues), ("sizes", Self.sizes)]
    for (attribute, values) in attributes {
      for (comparison, passes) in comparisons {
        for negated in [false, true] {
          let numeric = (negated ? "NOT " : "") + attribute + (comparison.hasPrefix(":") ? "" : " ") + comparison
          // Algolia: `!=` keeps records without the value; a record passes when one of its values does.
          let holds: (Int) -> Bool = { i in
            comparison.hasPrefix("!=") ? !values(i).contains(60) : values(i).contains(where: passes)
          }
          let expected = (0..<Self.count).filter { Self.brand($0) == "rare" && holds($0) != negated }.map { "\($0)" }
          let found = try Self.service.ids("") {
            $0.filters = "brand:rare AND \(numeric)"
            $0.hitsPerPage = 1_000
          }
          #expect(found.sorted() == expected.sorted(), "\(numeric)")
        }
      }
    }
  }
}
