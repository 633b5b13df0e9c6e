// zstd and its dictionary builder from Debian's libzstd-dev: the engine's compressed record store.
#include <zstd.h>
#include <zdict.h>
