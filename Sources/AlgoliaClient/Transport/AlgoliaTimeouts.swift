/// How long the client waits on one host before moving to the next.
///
/// Defaults are the official clients' (connect 2 s, read 5 s, write 30 s). After a host timed out,
/// its next attempt waits `read × (timeouts + 1)`, as the Python and Swift clients do, so a slow
/// but working host is not abandoned forever. Tests use milliseconds.
public struct AlgoliaTimeouts: Sendable, Hashable {
  /// Time allowed to open the connection (TCP and TLS).
  public var connect: Duration
  /// Time allowed for a read request (every search) to answer once connected.
  public var read: Duration
  /// Time allowed for a write request to answer once connected.
  public var write: Duration

  /// Timeouts; the defaults are Algolia's.
  public init(connect: Duration = .seconds(2), read: Duration = .seconds(5), write: Duration = .seconds(30)) {
    self.connect = connect
    self.read = read
    self.write = write
  }
}
