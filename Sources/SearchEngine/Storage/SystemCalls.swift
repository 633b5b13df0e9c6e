#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `write(2)`, named apart from the writer's own `write` methods.
func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(fd, buffer, count)
}

/// `read(2)`, named apart from the readers' own `read` methods.
func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}

/// The message of the current `errno`.
func systemErrorMessage() -> String {
  String(cString: strerror(errno))
}
