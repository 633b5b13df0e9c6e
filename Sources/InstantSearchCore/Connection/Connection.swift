/// A piece of wiring between two components that can be undone.
///
/// Every `connectX(...)` function returns a `Connection`, already connected. Connectors are
/// connections made of connections, so a whole widget can be unplugged in one call.
@MainActor
public protocol Connection: AnyObject {
  /// Establishes the wiring; calling it while connected does nothing.
  func connect()
  /// Removes the wiring; calling it while disconnected does nothing.
  func disconnect()
}
