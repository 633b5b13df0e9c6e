/// A command that could not do what was asked: bad arguments, a backend error, a failed `expect`.
///
/// The message is one line a user can act on; the runner adds `FILE:LINE:` in scripts. Throwing
/// this never ends an interactive session.
public struct CommandFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// One line: what went wrong and, when it helps, what to do instead.
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
