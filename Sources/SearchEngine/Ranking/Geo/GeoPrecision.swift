import SearchModel

/// `aroundPrecision`: how coarsely the geo criterion ranks distances. Records whose distances
/// fall in the same bucket rank equal on that criterion (and the next criteria decide).
///
/// Either one bucket size for every distance (an integer, 10 m by default), or ranges
/// `[{"from": 0, "value": 25}, {"from": 2000, "value": 1000}]`: from each `from` (metres) on,
/// buckets of `value` metres, so nearby records are told apart finely and far ones coarsely.
/// Buckets are numbered across the ranges, so a farther record never gets a smaller bucket.
struct GeoPrecision: Sendable, Equatable {
  /// Ranges by increasing `from`; the first starts at 0.
  private(set) var ranges: [(from: Double, value: Double)]

  static func == (a: GeoPrecision, b: GeoPrecision) -> Bool {
    a.ranges.elementsEqual(b.ranges) { $0.from == $1.from && $0.value == $1.value }
  }

  /// One bucket size (at least 1 m).
  init(meters: Int) {
    ranges = [(0, Double(max(1, meters)))]
  }

  /// Reads the list of ranges; `from` and `value` are integers, `value` at least 1.
  init(ranges value: JSONValue) throws(APIError) {
    let expected = "integer, or a list of {\"from\": integer, \"value\": integer >= 1}"
    guard case .array(let items) = value, !items.isEmpty else { throw EngineConformance.invalid("aroundPrecision", expected) }
    var ranges: [(from: Double, value: Double)] = []
    for item in items {
      guard let object = item.objectValue, let from = object["from"]?.doubleValue, from >= 0,
        let size = object["value"]?.doubleValue, size >= 1
      else { throw EngineConformance.invalid("aroundPrecision", expected) }
      ranges.append((from, size))
    }
    ranges.sort { $0.from < $1.from }
    if ranges[0].from > 0 { ranges.insert((0, ranges[0].value), at: 0) }
    self.ranges = ranges
  }

  /// The range that applies at `distance` metres.
  private func rangeIndex(at distance: Double) -> Int {
    ranges.lastIndex { $0.from <= distance } ?? 0
  }

  /// The bucket size at `distance`: `geoPrecision` in the ranking info.
  func size(at distance: Double) -> Int {
    Int(ranges[rangeIndex(at: distance)].value)
  }

  /// The bucket of `distance`, numbered from 0 at the centre across every range.
  func bucket(of distance: Double) -> UInt64 {
    let index = rangeIndex(at: distance)
    var first = 0.0
    for r in 0..<index {
      first += ((ranges[r + 1].from - ranges[r].from) / ranges[r].value).rounded(.up)
    }
    return UInt64(first + ((distance - ranges[index].from) / ranges[index].value).rounded(.down))
  }
}
