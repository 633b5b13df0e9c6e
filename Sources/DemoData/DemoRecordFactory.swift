import Foundation
import SearchModel

/// Writes record number `i` of the demo catalogue.
///
/// Every record draws from its own generator stream (`SplitMix64(seed:stream:)`), so record `i` is
/// the same whether 1,000 or 10 million records are generated: smaller catalogues are prefixes of
/// larger ones and any record can be produced on its own, in any order or in parallel.
struct DemoRecordFactory: Sendable {
  let seed: UInt64

  /// Precomputed distributions, built once per process (immutable, so safe to share).
  private static let tables = DemoTables()

  func record(at index: Int) -> JSONObject {
    var random = SplitMix64(seed: seed, stream: UInt64(index))
    let tables = Self.tables
    let departmentIndex = tables.department(&random)
    let department = DemoDepartment.all[departmentIndex]
    let subcategory = department.subcategories[tables.subcategoryDistributions[departmentIndex].sample(&random)]
    let leaf = subcategory.leaves[tables.smallZipf(count: subcategory.leaves.count).sample(&random)]
    let brand = department.brands[tables.brandDistributions[departmentIndex].sample(&random)]
    let noun = leaf.nouns[tables.smallZipf(count: leaf.nouns.count).sample(&random)]
    let adjective = random.pick(leaf.adjectives.isEmpty ? department.adjectives : leaf.adjectives)

    let name = Self.name(style: department.style, brand: brand, adjective: adjective, noun: noun,
                         subcategory: subcategory, random: &random)
    let description = department.style == .title
      ? Self.bookDescription(department: department, leaf: leaf, brand: brand, random: &random)
      : Self.productDescription(department: department, leaf: leaf, brand: brand, adjective: adjective,
                                noun: noun, random: &random)
    let price = Self.price(in: leaf.price, random: &random)
    let rating = tables.rating(&random)
    let freeShipping = random.chance(price >= 35 ? 0.85 : 0.3)
    let popularity = min(1_000_000, Int(20 * pow(1 - random.unit(), -1.3)))
    let tags = Self.tags(department: department, tables: tables, random: &random)
    let city = DemoCity.all[tables.cities.sample(&random)]
    let latitude = Self.rounded(city.latitude + (random.unit() - 0.5) * 0.36, places: 4)
    let longitude = Self.rounded(
      city.longitude + (random.unit() - 0.5) * 0.36 / cos(city.latitude * .pi / 180), places: 4)

    let lvl0 = department.name
    let lvl1 = "\(lvl0) > \(subcategory.name)"
    let lvl2 = "\(lvl1) > \(leaf.name)"
    var record = JSONObject(minimumCapacity: 12)
    record["objectID"] = .string(String(index))
    record["name"] = .string(name)
    record["description"] = .string(description)
    record["brand"] = .string(brand)
    record["category"] = .string(lvl0)
    record["categories"] = .object(["lvl0": .string(lvl0), "lvl1": .string(lvl1), "lvl2": .string(lvl2)])
    record["price"] = .number(price)
    record["rating"] = .number(Double(rating))
    record["free_shipping"] = .bool(freeShipping)
    record["popularity"] = .number(Double(popularity))
    record["_tags"] = .array(tags.map(JSONValue.string))
    record["_geoloc"] = .object(["lat": .number(latitude), "lng": .number(longitude)])
    return record
  }

  // MARK: - Names

  private static func name(
    style: DemoDepartment.NameStyle, brand: String, adjective: String, noun: String,
    subcategory: DemoSubcategory, random: inout SplitMix64
  ) -> String {
    switch style {
    case .modelNumber:
      var name = random.chance(0.75) ? "\(brand) \(adjective) \(noun)" : "\(brand) \(noun)"
      if random.chance(0.6) {
        let letters = "ABCDEFGHJKLMNPRSTVWXZ".utf8.map { Character(UnicodeScalar($0)) }
        name += " \(random.pick(letters))\(random.pick(letters))-\(random.int(in: 10...99) * 10)"
      }
      return name
    case .colour:
      return "\(brand) \(adjective) \(noun), \(random.pick(DemoWordBanks.colours))"
    case .title:
      var title = "The \(adjective) \(noun)"
      if random.chance(0.3) {
        title += subcategory.name == "Fiction" ? ": A Novel" : ": \(random.pick(["A History", "A Guide", "The Complete Edition", "Illustrated Edition"]))"
      }
      return title
    case .plain:
      var name = random.chance(0.8) ? "\(brand) \(adjective) \(noun)" : "\(brand) \(noun)"
      if random.chance(0.2) {
        name += ", \(random.pick(["2-Pack", "Large", "Set of 4", "Mini", "XL", "Family Size", "3-Pack"]))"
      }
      return name
    }
  }

  // MARK: - Descriptions

  private static func productDescription(
    department: DemoDepartment, leaf: DemoLeaf, brand: String, adjective: String, noun: String,
    random: inout SplitMix64
  ) -> String {
    let lowerNoun = inSentence(noun)
    var sentences: [String] = []
    switch random.below(3) {
    case 0:
      let plural = lowerNoun.hasSuffix("s") && !lowerNoun.hasSuffix("ss")
      sentences.append(
        "\(plural ? "These" : "This") \(inSentence(adjective)) \(lowerNoun) from \(brand) \(plural ? "are" : "is") made for \(random.pick(department.uses)).")
    case 1: sentences.append("Meet the \(brand) \(lowerNoun), designed for \(random.pick(DemoWordBanks.audiences)).")
    default:
      let (first, second) = distinctPair(DemoWordBanks.qualities, &random)
      sentences.append("\(brand) brings \(first) and \(second) to this \(lowerNoun).")
    }
    let features = distinctPicks(leaf.features, count: min(leaf.features.count, random.int(in: 1...3)), &random)
    sentences.append("It features \(listed(features)).")

    var extras: [String] = []
    let material = random.pick(department.materials)
    extras.append(random.chance(0.5) ? "Made from \(material), it is built to last."
                                     : "Crafted from \(material) for a \(random.pick(DemoWordBanks.qualities)).")
    extras.append(random.chance(0.5) ? "Perfect for \(random.pick(department.uses))."
                                     : "Ideal for \(listed(distinctPicks(department.uses, count: 2, &random))).")
    let (first, second) = distinctPair(DemoWordBanks.qualities, &random)
    extras.append("Customers love its \(first) and \(second).")
    extras.append(random.pick(DemoWordBanks.guarantees))
    shuffle(&extras, &random)
    sentences.append(contentsOf: extras.prefix(random.int(in: 1...3)))
    return sentences.joined(separator: " ")
  }

  private static func bookDescription(
    department: DemoDepartment, leaf: DemoLeaf, brand: String, random: inout SplitMix64
  ) -> String {
    let author = "\(random.pick(DemoWordBanks.authorFirstNames)) \(random.pick(DemoWordBanks.authorLastNames))"
    var sentences = [
      "\(random.pick(DemoWordBanks.bookOpenings)) \(random.pick(DemoWordBanks.bookSubjects)), by \(author).",
      "This \(leaf.name.lowercased()) title offers \(listed(distinctPicks(leaf.features, count: 2, &random))).",
    ]
    var extras = [
      "Published by \(brand) in \(random.pick(department.materials)).",
      "Perfect for \(random.pick(department.uses)).",
      "Readers praise its \(random.pick(["pacing", "warmth", "humor", "characters", "clarity", "ambition"])).",
    ]
    shuffle(&extras, &random)
    sentences.append(contentsOf: extras.prefix(random.int(in: 1...3)))
    return sentences.joined(separator: " ")
  }

  // MARK: - Numbers and tags

  /// A shop-like price: log-uniform in the band, ending in .99 most of the time, two decimals.
  private static func price(in band: ClosedRange<Double>, random: inout SplitMix64) -> Double {
    let raw = exp(log(band.lowerBound) + random.unit() * (log(band.upperBound) - log(band.lowerBound)))
    let dollars = raw < 100 ? Int(raw) : Int(raw / 10) * 10 + 9
    let cents = random.pick([99, 99, 99, 99, 49, 95, 0, 50])
    return Double(max(1, dollars) * 100 + cents) / 100
  }

  private static func tags(department: DemoDepartment, tables: DemoTables, random: inout SplitMix64) -> [String] {
    var tags: [String] = []
    if random.chance(0.6) { tags.append(random.pick(department.tags)) }
    let general = tables.tagCount(&random)
    for _ in 0..<general {
      let tag = DemoWordBanks.generalTags[tables.generalTags.sample(&random)]
      if !tags.contains(tag) { tags.append(tag) }
    }
    return tags
  }

  private static func rounded(_ value: Double, places: Int) -> Double {
    let scale = pow(10, Double(places))
    return (value * scale).rounded() / scale
  }

  // MARK: - Helpers on the generator

  /// A capitalised name word as it reads inside a sentence: "Wireless" → "wireless", but acronyms
  /// and sizes keep their case ("4K", "LED", "2-in-1").
  private static func inSentence(_ words: String) -> String {
    words.split(separator: " ").map { word -> String in
      let uppercase = word.filter(\.isUppercase).count
      return word.contains(where: \.isNumber) || uppercase > 1 ? String(word) : word.lowercased()
    }.joined(separator: " ")
  }

  private static func listed(_ items: [String]) -> String {
    switch items.count {
    case 0: return ""
    case 1: return items[0]
    default: return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
  }

  private static func distinctPair(_ items: [String], _ random: inout SplitMix64) -> (String, String) {
    let picks = distinctPicks(items, count: 2, &random)
    return (picks[0], picks[1])
  }

  /// `count` different elements in draw order (partial Fisher-Yates on the indexes).
  private static func distinctPicks(_ items: [String], count: Int, _ random: inout SplitMix64) -> [String] {
    var indexes = Array(items.indices)
    var picks: [String] = []
    for position in 0..<min(count, items.count) {
      let chosen = position + random.below(indexes.count - position)
      indexes.swapAt(position, chosen)
      picks.append(items[indexes[position]])
    }
    return picks
  }

  private static func shuffle(_ items: inout [String], _ random: inout SplitMix64) {
    guard items.count > 1 else { return }
    for position in stride(from: items.count - 1, to: 0, by: -1) {
      items.swapAt(position, random.below(position + 1))
    }
  }
}
