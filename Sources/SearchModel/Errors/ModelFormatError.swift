/// Why a JSON object is not a value of the model it was read as (a synonym, a rule): one message
/// saying which object, which field and what is wrong, in the words of Algolia's 400s where it
/// has them.
public struct ModelFormatError: Error, Sendable, Hashable, CustomStringConvertible {
  public var message: String
  public var description: String { message }
  public init(_ message: String) { self.message = message }
}
