/// A list of strings stored as one byte buffer plus end offsets (`offsets[0] == 0`).
struct StringTable: @unchecked Sendable {
  let offsets: UnsafeBufferPointer<UInt32>
  let bytes: UnsafeBufferPointer<UInt8>

  /// The number of strings.
  var count: Int { max(offsets.count - 1, 0) }

  /// The bytes of string `i`.
  func bytes(_ i: Int) -> UnsafeBufferPointer<UInt8> {
    let start = Int(offsets[i])
    let end = Int(offsets[i + 1])
    return UnsafeBufferPointer(rebasing: bytes[start..<end])
  }

  /// String `i`.
  func string(_ i: Int) -> String {
    String(decoding: bytes(i), as: UTF8.self)
  }

  /// Checks that offsets are ascending and inside the byte buffer, so no later read can overrun.
  func validate(path: String, name: String) throws(IndexFormatError) {
    guard let first = offsets.first, first == 0 else {
      throw IndexFormatError(path: path, reason: "section \(name) is empty or does not start at 0")
    }
    var previous: UInt32 = 0
    for offset in offsets {
      guard offset >= previous else { throw IndexFormatError(path: path, reason: "section \(name) is not ascending") }
      previous = offset
    }
    guard Int(previous) <= bytes.count else { throw IndexFormatError(path: path, reason: "section \(name) overruns its bytes") }
  }

  /// Compares string `i` with `key` by bytes.
  func compare(_ i: Int, _ key: UnsafeBufferPointer<UInt8>) -> Int {
    let a = bytes(i)
    let n = min(a.count, key.count)
    for k in 0..<n where a[k] != key[k] {
      return a[k] < key[k] ? -1 : 1
    }
    return a.count == key.count ? 0 : (a.count < key.count ? -1 : 1)
  }
}
