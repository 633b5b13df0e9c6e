// zstd and its dictionary builder from Debian's libzstd-dev: the engine's compressed record store.
#include <zstd.h>
// The fastCover trainer with fixed parameters (`ZDICT_trainFromBuffer_fastCover`) is in zdict.h's
// static-only section; Debian's libzstd1 exports it, and the header and library come from the same
// package, so the parameter struct matches.
#define ZDICT_STATIC_LINKING_ONLY
#include <zdict.h>
