// The system zlib, for tests only: it decodes dusk's PNGs with code that shares nothing with dusk's encoder.
#include <zlib.h>
