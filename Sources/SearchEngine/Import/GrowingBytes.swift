/// Byte buffers that only grow, one per list, each doubled when full: appending a varint checks
/// nothing but the buffer's room (an array of arrays checked each inner array's uniqueness on
/// every append, a fifth of the near pairs' import time). Owned by one collector, whose copies
/// only read it.
final class GrowingBytes: @unchecked Sendable {
  let count: Int
  private let starts: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>
  private let fills: UnsafeMutablePointer<Int>
  private let capacities: UnsafeMutablePointer<Int>

  init(count: Int) {
    self.count = count
    starts = .allocate(capacity: max(count, 1))
    starts.initialize(repeating: nil, count: max(count, 1))
    fills = .allocate(capacity: max(count, 1))
    fills.initialize(repeating: 0, count: max(count, 1))
    capacities = .allocate(capacity: max(count, 1))
    capacities.initialize(repeating: 0, count: max(count, 1))
  }

  deinit {
    for i in 0..<count { starts[i]?.deallocate() }
    starts.deallocate()
    fills.deallocate()
    capacities.deallocate()
  }

  /// Appends `value` to buffer `i` as a LEB128 varint (`OccurrenceCoding.write`).
  @inline(__always) func append(varint value: UInt32, to i: Int) {
    let fill = fills[i]
    if fill &+ 5 > capacities[i] { grow(i) }
    var out = starts[i].unsafelyUnwrapped + fill
    OccurrenceCoding.write(value, to: &out)
    fills[i] = out - starts[i].unsafelyUnwrapped
  }

  private func grow(_ i: Int) {
    let capacity = max(64, 2 * capacities[i])
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    if let old = starts[i] {
      grown.update(from: old, count: fills[i])
      old.deallocate()
    }
    starts[i] = grown
    capacities[i] = capacity
  }

  /// Buffer `i`'s bytes, valid while this lives and nothing is appended.
  func bytes(of i: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: starts[i], count: fills[i])
  }
}
