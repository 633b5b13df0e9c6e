extension Ranker {
  /// The proximity of up to 2,048 candidates spread over a pool, read once before the proximity
  /// pass that the attribute pass follows: whether enough candidates reach the floor for
  /// `closestByAttribute` to pay, and whether the page's proximity ties most of the pool, which
  /// decides if the proximity pass reads the attribute too. Choices of speed only: every way gives
  /// the same page.
  struct ProximitySample {
    /// Sampled candidates per proximity (capped at 255).
    private var histogram = [Int](repeating: 0, count: 256)
    /// The candidates sampled.
    private(set) var count = 0
    /// The pool's size.
    let poolCount: Int

    init(pool: [UInt32], context: Context) {
      poolCount = pool.count
      let step = max(1, pool.count / 2048)
      for j in Swift.stride(from: 0, to: pool.count, by: step) {
        histogram[min(context.proximity(Int(pool[j])), 255)] += 1
        count += 1
      }
    }

    /// The sampled candidates at `floor` or closer.
    func atMost(_ floor: Int) -> Int {
      histogram[0...min(floor, 255)].reduce(0, +)
    }

    /// Whether the proximity at which `need` candidates of the pool would be reached holds over
    /// half of the sample.
    func tiesMost(need: Int) -> Bool {
      let scaledNeed = max(1, need * count / max(poolCount, 1))
      var below = 0
      var value = 0
      while value < 255 && below + histogram[value] < scaledNeed {
        below += histogram[value]
        value += 1
      }
      return histogram[value] * 2 > count
    }
  }
}
