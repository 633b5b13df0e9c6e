#if canImport(Glibc)
import CMalloc
#endif

/// How the C allocator should treat the large temporary arrays a search makes, set once by the
/// executables at start (a process-wide choice, so the library never makes it by itself).
///
/// A broad query on a million records builds arrays of several megabytes (the candidates, their
/// codes, postings and attribute keys) and frees them when it answers. glibc gives such blocks
/// back to the system (`munmap`, or trimming the heap's top), so the next query faults every page
/// in again and the kernel clears it: on bestbuy-1m, gathering 869k candidates' codes took 5.2 ms
/// and flattening the columns 8.3 ms, against 1.8 and 1.6 ms once the memory is reused.
public enum AllocatorTuning {
  /// Blocks below this come from the heap (and are reused) rather than from their own mapping:
  /// the columns of a 10M-record query are 40 MB.
  public static let mappedBlockThreshold: Int32 = 64 << 20
  /// Free memory at the top of a heap kept for the next query rather than given back.
  public static let keptFreeMemory: Int32 = 256 << 20

  /// Keeps the large blocks of one query for the next (see the type's description).
  ///
  /// With `oneArena`, every thread allocates from the main heap. glibc gives each thread that
  /// meets a locked heap an arena of its own, made of mappings of at most 64 MB: a block larger
  /// than what one holds is mapped and unmapped per query whatever the thresholds above say, and
  /// a search on ten million records makes blocks of tens of MB. On demo-10m, whose searches run
  /// on Swift's worker threads, the two-word kind took 22 ms at p50 in the whole mix against 7 ms
  /// with one arena (2.7 million page faults against 0.7 for the mix). One arena serializes the
  /// threads' allocations, which a server answering many requests at once pays for (on 10k
  /// records, 15% fewer searches a second), so only the commands that run one search at a time
  /// ask for it. Call it before any other thread starts: a thread keeps the arena it has.
  public static func reuseLargeBlocks(oneArena: Bool = false) {
    #if canImport(Glibc)
    _ = mallopt(M_MMAP_THRESHOLD, mappedBlockThreshold)
    _ = mallopt(M_TRIM_THRESHOLD, keptFreeMemory)
    if oneArena { _ = mallopt(M_ARENA_MAX, 1) }
    #endif
  }

  /// Gives the free heap memory back to the system after a one-off peak (an import), which the
  /// kept-memory threshold would otherwise hold on to.
  public static func releaseFreeMemory() {
    #if canImport(Glibc)
    _ = malloc_trim(0)
    #endif
  }
}
