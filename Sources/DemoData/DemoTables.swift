/// The skewed distributions the demo catalogue draws from, computed once.
///
/// Departments follow fixed shares; brands, subcategories, cities and tags follow Zipf laws, so a
/// handful of values dominate each facet and the rest form a long tail, as in a real shop.
struct DemoTables: Sendable {
  /// Cumulative department shares, last element 1.
  let departmentCumulative: [Double]
  let subcategoryDistributions: [ZipfDistribution]
  let brandDistributions: [ZipfDistribution]
  /// Zipf laws with exponent 0.8 for 1...8 choices (leaves, nouns), index = count - 1.
  let smallDistributions: [ZipfDistribution]
  let cities: ZipfDistribution
  let generalTags: ZipfDistribution
  /// Cumulative shares of ratings 1...5 (shoppers mostly rate 4 and 5).
  let ratingCumulative: [Double] = [0.04, 0.11, 0.28, 0.66, 1.0]
  /// Cumulative shares of 0...3 general tags on a record.
  let tagCountCumulative: [Double] = [0.35, 0.75, 0.93, 1.0]

  init() {
    let departments = DemoDepartment.all
    let total = departments.reduce(0) { $0 + $1.weight }
    var running = 0.0
    departmentCumulative = departments.map { running += $0.weight / total; return running }
    subcategoryDistributions = departments.map { ZipfDistribution(count: $0.subcategories.count, exponent: 0.6) }
    brandDistributions = departments.map { ZipfDistribution(count: $0.brands.count, exponent: 1.1) }
    smallDistributions = (1...8).map { ZipfDistribution(count: $0, exponent: 0.8) }
    cities = ZipfDistribution(count: DemoCity.all.count, exponent: 0.9)
    generalTags = ZipfDistribution(count: DemoWordBanks.generalTags.count, exponent: 1.0)
  }

  func department(_ random: inout SplitMix64) -> Int {
    Self.pick(departmentCumulative, random.unit())
  }

  func smallZipf(count: Int) -> ZipfDistribution {
    smallDistributions[min(count, smallDistributions.count) - 1]
  }

  /// A rating in 1...5.
  func rating(_ random: inout SplitMix64) -> Int {
    Self.pick(ratingCumulative, random.unit()) + 1
  }

  /// How many general tags a record carries, 0...3.
  func tagCount(_ random: inout SplitMix64) -> Int {
    Self.pick(tagCountCumulative, random.unit())
  }

  private static func pick(_ cumulative: [Double], _ u: Double) -> Int {
    cumulative.firstIndex { u < $0 } ?? (cumulative.count - 1)
  }
}
