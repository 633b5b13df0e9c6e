/// Where the shell writes: standard output, standard error, or a buffer in tests.
///
/// Writes are unbuffered from the shell's point of view; `flush()` is called after every
/// command so that a pipe reader sees each command's output as soon as it is complete.
public protocol TextSink: AnyObject {
  /// Appends `text` as is (callers add the line breaks).
  func write(_ text: String)
  /// Pushes buffered bytes to their destination.
  func flush()
}
