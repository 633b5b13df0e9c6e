import ServiceLifecycle

/// A server started with `SearchServer.start()`: its port, and how to stop it.
public struct RunningSearchServer: Sendable {
  /// The bound port (the free one chosen when port 0 was asked for).
  public let port: Int
  /// The bound address.
  public let host: String
  let group: ServiceGroup
  let task: Task<Void, any Error>

  /// `http://host:port`, what clients are pointed at.
  public var baseURL: String { "http://\(host):\(port)" }

  /// Stops accepting connections, lets requests in flight finish, and waits until done.
  public func stop() async {
    await group.triggerGracefulShutdown()
    _ = try? await task.value
  }
}
