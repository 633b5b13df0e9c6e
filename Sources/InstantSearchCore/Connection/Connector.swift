/// A widget wired in one call (searcher, filter state, interactor, controller): a connection made
/// of its parts' connections, which connect and disconnect together.
///
/// Every `…Connector` of this module is one; it only says what its parts are.
@MainActor
public protocol Connector: Connection {
  /// The connections the widget is made of, in the order they were made.
  var parts: CompositeConnection { get }
}

extension Connector {
  /// Connects every part again.
  public func connect() { parts.connect() }

  /// Disconnects every part, last first.
  public func disconnect() { parts.disconnect() }
}
