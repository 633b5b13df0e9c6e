import Foundation
import SearchModel
import Testing

@testable import DemoData

@Suite("Demo catalogue")
struct DemoCatalogTests {
  private func lines(_ records: some Sequence<JSONObject>) -> [UInt8] {
    var bytes: [UInt8] = []
    for record in records {
      bytes += JSONValue.object(record).serializedBytes()
      bytes.append(UInt8(ascii: "\n"))
    }
    return bytes
  }

  private func string(_ record: JSONObject, _ key: String) -> String? {
    if case .string(let value) = record[key] { return value }
    return nil
  }

  private func number(_ record: JSONObject, _ key: String) -> Double? {
    if case .number(let value) = record[key] { return value }
    return nil
  }

  @Test("the same seed gives the same bytes")
  func determinism() {
    #expect(lines(DemoCatalog.records(count: 500, seed: 7)) == lines(DemoCatalog.records(count: 500, seed: 7)))
  }

  @Test("another seed gives another catalogue")
  func seedsDiffer() {
    let first = DemoCatalog.records(count: 50, seed: 1)
    let second = DemoCatalog.records(count: 50, seed: 2)
    let differing = zip(first, second).filter { $0 != $1 }.count
    #expect(differing >= 45)
  }

  @Test("a smaller catalogue is a prefix of a larger one")
  func prefixProperty() {
    let small = DemoCatalog.records(count: 1_000)
    let large = DemoCatalog.records(count: 1_000_000)
    #expect(Array(small) == Array(large.prefix(1_000)))
    #expect(large[999_999] == DemoCatalog.records(count: 2_000_000)[999_999])
  }

  @Test("the generator's output is pinned: a change to it is deliberate")
  func goldenDigest() {
    // FNV-1a over the NDJSON of the first 1,000 default records. If a deliberate change to the
    // generator breaks this, update the constant and say so in the commit message: benchmark
    // figures and recorded sessions taken on the old catalogue are no longer comparable.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in lines(DemoCatalog.records(count: 1_000)) {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    #expect(String(hash, radix: 16) == DemoCatalogTests.pinnedDigest)
  }

  static let pinnedDigest = "6d6636a505b335aa"

  @Test("records have the documented fields in a fixed order")
  func fieldOrder() {
    let record = DemoCatalog.records(count: 1)[0]
    #expect(Array(record.keys) == [
      "objectID", "name", "description", "brand", "category", "categories", "price", "rating",
      "free_shipping", "popularity", "_tags", "_geoloc",
    ])
  }

  @Test("values stay in their ranges and agree with each other")
  func valueRanges() throws {
    var objectIDs = Set<String>()
    for record in DemoCatalog.records(count: 3_000) {
      let id = try #require(string(record, "objectID"))
      objectIDs.insert(id)
      let price = try #require(number(record, "price"))
      #expect(price >= 1 && price < 5_000)
      let decimals = "\(price)".split(separator: ".").last ?? ""
      #expect(decimals.count <= 2, "price \(price) has more than two decimals")
      let rating = try #require(number(record, "rating"))
      #expect([1, 2, 3, 4, 5].contains(rating))
      let popularity = try #require(number(record, "popularity"))
      #expect(popularity >= 1 && popularity == popularity.rounded())
      if case .bool = record["free_shipping"] {} else { Issue.record("free_shipping is not a Bool") }

      guard case .object(let levels) = record["categories"],
        case .string(let lvl0) = levels["lvl0"], case .string(let lvl1) = levels["lvl1"],
        case .string(let lvl2) = levels["lvl2"]
      else { Issue.record("categories.lvl0..2 missing in \(id)"); continue }
      #expect(string(record, "category") == lvl0)
      #expect(DemoCatalog.departments.contains(lvl0))
      #expect(lvl1.hasPrefix(lvl0 + " > ") && lvl2.hasPrefix(lvl1 + " > "))

      guard case .object(let geo) = record["_geoloc"], case .number(let lat) = geo["lat"],
        case .number(let lng) = geo["lng"]
      else { Issue.record("_geoloc missing in \(id)"); continue }
      #expect((-90...90).contains(lat) && (-180...180).contains(lng))

      let description = try #require(string(record, "description"))
      #expect(description.split(separator: ".").count >= 3, "description too short: \(description)")
      #expect(!(try #require(string(record, "name"))).isEmpty)
    }
    #expect(objectIDs.count == 3_000)
  }

  @Test("facets look like a real shop: every department, many brands, a skewed distribution")
  func facetVariety() throws {
    var departments: [String: Int] = [:]
    var brands: [String: Int] = [:]
    var leaves = Set<String>()
    var tags = Set<String>()
    var ratings = Set<Double>()
    var freeShipping = 0
    let records = DemoCatalog.records(count: 10_000)
    for record in records {
      departments[string(record, "category") ?? "", default: 0] += 1
      brands[string(record, "brand") ?? "", default: 0] += 1
      if case .object(let levels) = record["categories"], case .string(let lvl2) = levels["lvl2"] {
        leaves.insert(lvl2)
      }
      if case .array(let values) = record["_tags"] {
        for case .string(let tag) in values { tags.insert(tag) }
      }
      ratings.insert(number(record, "rating") ?? 0)
      if record["free_shipping"] == .bool(true) { freeShipping += 1 }
    }
    #expect(Set(departments.keys) == Set(DemoCatalog.departments))
    #expect(brands.count >= 100)
    #expect(leaves.count >= 60)
    #expect(tags.count >= 20)
    #expect(ratings == [1, 2, 3, 4, 5])
    #expect((2_000...8_000).contains(freeShipping))
    let counts = brands.values.sorted(by: >)
    #expect(counts[0] > 5 * counts[counts.count / 2], "brand counts are not skewed: \(counts.prefix(5))")
  }

  @Test("descriptions vary: few records share one")
  func descriptionVariety() {
    let descriptions = DemoCatalog.records(count: 2_000).compactMap { string($0, "description") }
    #expect(Set(descriptions).count >= 1_900)
  }

  @Test("settings facet on every hierarchy level and declare the price replicas")
  func settings() throws {
    let settings = DemoCatalog.settings
    let faceting = try #require(settings.attributesForFaceting)
    for level in ["categories.lvl0", "categories.lvl1", "categories.lvl2", "category", "price", "rating"] {
      #expect(faceting.contains(level))
    }
    #expect(faceting.contains("searchable(brand)"))
    #expect(settings.customRanking == ["desc(popularity)", "desc(rating)"])
    #expect(settings.replicas == ["products_price_asc", "products_price_desc"])
    let replicas = DemoCatalog.replicaSettings
    #expect(Array(replicas.keys) == settings.replicas)
    #expect(replicas["products_price_asc"]?.ranking?.first == "asc(price)")
    #expect(replicas["products_price_desc"]?.ranking?.first == "desc(price)")
    #expect(replicas["products_price_asc"]?.replicas == nil)
  }

  @Test("NDJSON lines parse back to the same values")
  func jsonLinesRoundTrip() throws {
    let bytes = lines(DemoCatalog.records(count: 200))
    let text = String(decoding: bytes, as: UTF8.self)
    let rows = text.split(separator: "\n")
    #expect(rows.count == 200)
    let first = try #require(
      try JSONSerialization.jsonObject(with: Data(rows[0].utf8)) as? [String: Any])
    let record = DemoCatalog.records(count: 1)[0]
    #expect(first["objectID"] as? String == string(record, "objectID"))
    #expect(first["name"] as? String == string(record, "name"))
    #expect((first["price"] as? NSNumber)?.doubleValue == number(record, "price"))
    for row in rows {
      #expect((try? JSONSerialization.jsonObject(with: Data(row.utf8))) != nil)
    }
  }

  @Test("SplitMix64 matches the reference sequence")
  func splitMixReference() {
    // First outputs of the reference implementation (Vigna, splitmix64.c) seeded with 0.
    var random = SplitMix64(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
  }

  @Test("a Zipf law favours the first ranks")
  func zipfSkew() {
    let zipf = ZipfDistribution(count: 10, exponent: 1)
    var random = SplitMix64(seed: 3)
    var counts = [Int](repeating: 0, count: 10)
    for _ in 0..<20_000 { counts[zipf.sample(&random)] += 1 }
    #expect(counts[0] > counts[1] && counts[1] > counts[4] && counts[4] > counts[9])
    // P(rank 0) = 1 / H(10) ≈ 0.341.
    #expect((6_400...7_300).contains(counts[0]))
  }
}
