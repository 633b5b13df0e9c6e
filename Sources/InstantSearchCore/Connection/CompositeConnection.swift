/// Several connections handled as one: what connectors are made of.
@MainActor
public final class CompositeConnection: Connection {
  /// The connections, connected in order and disconnected in reverse order.
  public private(set) var connections: [any Connection]

  /// Groups `connections` (which are typically already connected).
  public init(_ connections: [any Connection]) {
    self.connections = connections
  }

  /// Adds one more connection to the group.
  public func append(_ connection: any Connection) {
    connections.append(connection)
  }

  /// Connects every member.
  public func connect() {
    connections.forEach { $0.connect() }
  }

  /// Disconnects every member, last first.
  public func disconnect() {
    connections.reversed().forEach { $0.disconnect() }
  }
}
