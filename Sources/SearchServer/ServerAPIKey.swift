/// The key a server was started with; like the client's, it never prints.
///
/// Kept in this module (the server does not depend on the client) with the same guarantee:
/// `description`, `debugDescription` and reflection show a placeholder.
public struct ServerAPIKey: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  private let secret: String

  /// Wraps the key given to `instantsearch serve --api-key`.
  public init(_ secret: String) {
    self.secret = secret
  }

  /// True when `candidate` is the key, compared in constant time for equal lengths.
  public func matches(_ candidate: some StringProtocol) -> Bool {
    let expected = Array(secret.utf8)
    let given = Array(candidate.utf8)
    guard expected.count == given.count else { return false }
    var difference: UInt8 = 0
    for (a, b) in zip(expected, given) { difference |= a ^ b }
    return difference == 0
  }

  /// Always a placeholder.
  public var description: String { "<redacted API key>" }
  /// Always a placeholder.
  public var debugDescription: String { description }
  /// No children, so `dump()` shows nothing either.
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
