import SearchModel

/// The first `count` records of a demo catalogue, computed on access.
///
/// A collection rather than an array: 10 million records never sit in memory, each one is built
/// when read (about a microsecond), and slicing or reading out of order costs nothing extra.
public struct DemoRecords: RandomAccessCollection, Sendable {
  /// How many records the collection holds.
  public let count: Int
  /// The seed every record derives from.
  public let seed: UInt64
  private let factory: DemoRecordFactory

  /// The records `0..<count` of the catalogue seeded `seed`.
  public init(count: Int, seed: UInt64) {
    precondition(count >= 0, "a catalogue cannot have a negative size")
    self.count = count
    self.seed = seed
    self.factory = DemoRecordFactory(seed: seed)
  }

  /// Record positions start at 0, which is also the record's `objectID`.
  public var startIndex: Int { 0 }
  /// One past the last record.
  public var endIndex: Int { count }

  /// Record `position`: the same object for a given seed, whatever `count` is.
  public subscript(position: Int) -> JSONObject {
    precondition(indices.contains(position), "record \(position) is outside 0..<\(count)")
    return factory.record(at: position)
  }
}
