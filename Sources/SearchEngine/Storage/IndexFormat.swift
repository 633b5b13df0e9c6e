/// The on-disk format the engine reads and writes, for callers that cache indexes.
///
/// An index written in another format is refused with a "re-import the data" error, so anything
/// that keeps a generated index around (the shell's demo index) keys its cache by this version
/// and rebuilds after an upgrade instead of failing.
public enum IndexFormat {
  /// The format version written in every index file's header.
  public static var version: UInt32 { IndexFileLayout.formatVersion }
}
