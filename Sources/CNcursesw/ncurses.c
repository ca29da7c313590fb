// A C target needs a source file; the header is what Swift imports.
#include "dusk_ncurses.h"
