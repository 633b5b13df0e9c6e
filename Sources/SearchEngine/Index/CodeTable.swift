/// Small integers stored at the narrowest of 1, 2 or 4 bytes each that holds the largest, as a
/// mapped section: the per-record codes of a numeric column, whose distinct values are few next to
/// its records (a price list of 1M records has a few thousand), take a quarter of 64-bit values.
///
/// The width is the section's length over the number of entries the reader expects, so no header
/// is needed; `CodeTable.width(forLargest:)` is what the writer picks.
struct CodeTable: @unchecked Sendable {
  private let base: UnsafeRawPointer?
  /// Entries in the table.
  let count: Int
  /// Bytes per entry: 1, 2 or 4.
  let width: Int

  /// The table over `bytes`, which must hold `count` entries of 1, 2 or 4 bytes; nil otherwise.
  init?(_ bytes: UnsafeRawBufferPointer, count: Int) {
    guard count > 0 else {
      guard bytes.isEmpty else { return nil }
      self.base = nil
      self.count = 0
      self.width = 1
      return
    }
    guard bytes.count % count == 0, [1, 2, 4].contains(bytes.count / count) else { return nil }
    self.base = bytes.baseAddress
    self.count = count
    self.width = bytes.count / count
  }

  /// Entry `i`.
  @inline(__always) subscript(i: Int) -> Int {
    switch width {
    case 1: Int(base.unsafelyUnwrapped.load(fromByteOffset: i, as: UInt8.self))
    case 2: Int(base.unsafelyUnwrapped.loadUnaligned(fromByteOffset: 2 &* i, as: UInt16.self))
    default: Int(base.unsafelyUnwrapped.loadUnaligned(fromByteOffset: 4 &* i, as: UInt32.self))
    }
  }

  /// The entries as `T` when they are that wide (nil otherwise, or when there are none): for a loop
  /// typed once outside it, as facet counting's over a million records, instead of a test of the
  /// width at every entry.
  func entries<T: FixedWidthInteger & UnsignedInteger>(as type: T.Type) -> UnsafePointer<T>? {
    guard let base, width == MemoryLayout<T>.size else { return nil }
    return base.assumingMemoryBound(to: T.self)
  }

  /// The smallest and largest entries (0...0 for an empty table), for the checks of an open: one
  /// branch-free pass the compiler vectorizes, as `TableCheck`'s.
  var range: ClosedRange<Int> {
    guard let base else { return 0...0 }
    switch width {
    case 1: return Self.range(of: base.assumingMemoryBound(to: UInt8.self), count)
    case 2: return Self.range(of: base.assumingMemoryBound(to: UInt16.self), count)
    default: return Self.range(of: base.assumingMemoryBound(to: UInt32.self), count)
    }
  }

  private static func range<T: FixedWidthInteger & UnsignedInteger>(of entries: UnsafePointer<T>, _ count: Int) -> ClosedRange<Int> {
    var low = T.max
    var high = T.min
    for i in 0..<count {
      low = min(low, entries[i])
      high = max(high, entries[i])
    }
    return Int(low)...Int(high)
  }

  /// The bytes per entry for a table whose largest entry is `largest`.
  static func width(forLargest largest: Int) -> Int {
    largest <= Int(UInt8.max) ? 1 : largest <= Int(UInt16.max) ? 2 : 4
  }

  /// `codes` at the width `width(forLargest:)` gives, as the bytes of a section.
  static func encode(_ codes: [UInt32]) -> [UInt8] {
    let width = Self.width(forLargest: Int(codes.max() ?? 0))
    var bytes = [UInt8](repeating: 0, count: codes.count * width)
    bytes.withUnsafeMutableBytes { out in
      for (i, code) in codes.enumerated() {
        switch width {
        case 1: out.storeBytes(of: UInt8(code), toByteOffset: i, as: UInt8.self)
        case 2: out.storeBytes(of: UInt16(code), toByteOffset: 2 * i, as: UInt16.self)
        default: out.storeBytes(of: code, toByteOffset: 4 * i, as: UInt32.self)
        }
      }
    }
    return bytes
  }
}
