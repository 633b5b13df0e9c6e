import Foundation

/// Where the engine reads "now" to decide which rules' `validity` ranges are current.
///
/// The system clock by default; specs pass a fixed instant so a rule valid "until yesterday"
/// stays deterministic.
public struct RuleClock: Sendable {
  /// Seconds since the Unix epoch.
  public let seconds: @Sendable () -> Int

  public init(seconds: @escaping @Sendable () -> Int) {
    self.seconds = seconds
  }

  /// The machine's clock.
  public static let system = RuleClock { Int(Date().timeIntervalSince1970) }

  /// Always `seconds` since the Unix epoch.
  public static func fixed(_ seconds: Int) -> RuleClock {
    RuleClock { seconds }
  }
}
