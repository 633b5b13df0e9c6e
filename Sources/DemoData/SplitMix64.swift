/// A tiny, fast, seedable pseudo-random generator (Steele, Lea & Flood's SplitMix64).
///
/// The demo catalogue must be the same bytes on every machine and every Swift release, so it never
/// touches `SystemRandomNumberGenerator` or the standard library's unspecified sampling helpers
/// (`Int.random(in:using:)` may change its algorithm): every draw below is defined here, in full.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose whole future is determined by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// A generator for one item of a larger family (record `index` of the catalogue seeded `seed`).
  ///
  /// Mixing both numbers through the finaliser gives unrelated streams for neighbouring indexes,
  /// which is what makes record `i` independent of how many records are generated.
  public init(seed: UInt64, stream index: UInt64) {
    state = SplitMix64.mix(seed ^ SplitMix64.mix(index &+ 0x6A09_E667_F3BC_C909))
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return SplitMix64.mix(state)
  }

  /// A uniform integer in `0..<bound` (`bound > 0`), by Lemire's multiply-shift (bias below 2^-40
  /// for the small bounds used here, and fully specified, unlike `Int.random(in:)`).
  public mutating func below(_ bound: Int) -> Int {
    let product = next().multipliedFullWidth(by: UInt64(bound))
    return Int(product.high)
  }

  /// A uniform integer in `range`.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.upperBound - range.lowerBound + 1)
  }

  /// A uniform double in `[0, 1)` with 53 random bits.
  public mutating func unit() -> Double {
    Double(next() >> 11) * 0x1.0p-53
  }

  /// `true` with probability `p`.
  public mutating func chance(_ p: Double) -> Bool {
    unit() < p
  }

  /// A uniformly chosen element of a non-empty array.
  public mutating func pick<T>(_ items: [T]) -> T {
    items[below(items.count)]
  }

  /// The SplitMix64 output function: a bijective avalanche of 64 bits.
  @inline(__always)
  static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
