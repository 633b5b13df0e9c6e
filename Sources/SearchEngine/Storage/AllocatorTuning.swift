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
  public static func reuseLargeBlocks() {
    #if canImport(Glibc)
    _ = mallopt(M_MMAP_THRESHOLD, mappedBlockThreshold)
    _ = mallopt(M_TRIM_THRESHOLD, keptFreeMemory)
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
