// glibc's allocator controls (malloc.h, part of libc6-dev): `mallopt` and `malloc_trim`, which
// Swift's Glibc module does not bring in. See `AllocatorTuning` in SearchEngine.
#include <malloc.h>
