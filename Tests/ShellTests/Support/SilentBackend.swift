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
    let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw TerminalError("socket() failed") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard bound == 0, listen(descriptor, 16) == 0 else {
      _ = Glibc.close(descriptor)
      throw TerminalError("bind/listen failed")
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    listener = descriptor
    port = Int(UInt16(bigEndian: address.sin_port))
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
