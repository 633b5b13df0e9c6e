// XXH3 from Debian's libxxhash-dev: the checksum of the engine's index files.
#include <xxhash.h>
