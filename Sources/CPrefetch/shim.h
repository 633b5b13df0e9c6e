// The compiler's prefetch hint, which Swift does not expose: the importer looks up a record's
// words in tables far larger than the cache, and asks for their lines a pass ahead.
static inline void cprefetch_read(const void *address) { __builtin_prefetch(address, 0, 3); }
static inline void cprefetch_write(const void *address) { __builtin_prefetch(address, 1, 3); }
