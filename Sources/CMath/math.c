// A C target needs a source file; the header is all CMath is.
#include "dusk_math.h"
