import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A loopback port that accepts connections and never answers: the slowest backend there is.
///
/// It counts the connections it accepted and those the client closed, so a test can wait on
/// "the request reached the backend" before pressing Ctrl-C, and on "the client gave it up".
final class SilentBackend: Sendable {
  let port: Int
  private let listener: Int32
  private let acceptedCount = Atomic<Int>(0)
  private let requestedCount = Atomic<Int>(0)
  private let closedCount = Atomic<Int>(0)

  init() throws {
    (listener, port) = try LoopbackListener.open()
    let thread = Thread { [self] in
      var connections: [Int32] = []
      while true {
        let connection = accept(listener, nil, nil)
        if connection < 0 { break }  // the listener was shut down
        connections.append(connection)
        acceptedCount.wrappingAdd(1, ordering: .releasing)
        Thread { [self] in
          // The request arrives and is never answered; a read of 0 bytes is the client closing.
          var buffer = [UInt8](repeating: 0, count: 4096)
          if read(connection, &buffer, buffer.count) > 0 {
            requestedCount.wrappingAdd(1, ordering: .releasing)
            while read(connection, &buffer, buffer.count) > 0 {}
            closedCount.wrappingAdd(1, ordering: .releasing)
          }
        }.start()
      }
      connections.forEach { _ = Glibc.close($0) }
    }
    thread.start()
  }

  /// How many connections the host has accepted.
  var accepted: Int { acceptedCount.load(ordering: .acquiring) }

  /// How many connections carried a request (their first bytes arrived). A request cancelled
  /// between the accept and the write is given up before it was sent; its connection may stay
  /// open, idle in the client's pool, so "the request reached the backend" is this, not `accepted`.
  var requested: Int { requestedCount.load(ordering: .acquiring) }

  /// How many of the connections that carried a request the client has closed.
  var closedByClient: Int { closedCount.load(ordering: .acquiring) }

  /// Stops accepting (the accepting thread ends and closes what it accepted).
  func close() {
    _ = shutdown(listener, Int32(SHUT_RDWR))
    _ = Glibc.close(listener)
  }
}
