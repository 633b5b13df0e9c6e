/// An Algolia API key that cannot leak through printing.
///
/// The key is the one secret the shell handles, and the easiest way to leak it is an innocent
/// `print(config)` or an error built with string interpolation. Every textual view of this type
/// (`description`, `debugDescription`, `dump`/reflection) shows a redacted placeholder; only
/// `reveal()` gives the actual characters, and only the transport calls it, to fill a header.
public struct APIKey: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  private let secret: String

  /// Wraps a key read from the environment, a flag or the config file.
  public init(_ secret: String) {
    self.secret = secret
  }

  /// The key itself, for the `x-algolia-api-key` header. Never interpolate the result.
  public func reveal() -> String { secret }

  /// True for an empty key (rejected when resolving credentials).
  public var isEmpty: Bool { secret.isEmpty }

  /// Always a placeholder: the key never appears in output, logs or errors.
  public var description: String { "<redacted API key>" }

  /// Same placeholder as `description`, so `debugPrint` and `\(String(reflecting:))` are safe too.
  public var debugDescription: String { description }

  /// A mirror without children, so `dump()` cannot reach the stored key either.
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
