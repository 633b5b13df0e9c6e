import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A listening TCP socket on 127.0.0.1 at a port the system picks: what the fake backends of the
/// specs accept their connections on.
enum LoopbackListener {
  /// The listening socket and its port.
  static func open() throws -> (descriptor: Int32, port: Int) {
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
    return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
  }
}
