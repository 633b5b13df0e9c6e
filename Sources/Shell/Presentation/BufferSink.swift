/// A `TextSink` that keeps everything in memory: for tests and for `expect` on printed output.
public final class BufferSink: TextSink {
  /// Everything written so far.
  public private(set) var text = ""

  public init() {}

  public func write(_ text: String) { self.text += text }
  public func flush() {}

  /// Empties the buffer.
  public func clear() { text = "" }
}
