// The C library's math (pow, cbrt, sin, cos, atan2) for the core modules, which import no system library:
// one header, the same on Linux and macOS, instead of `import Glibc` or `import Darwin` in each.
#ifndef DUSK_MATH_H
#define DUSK_MATH_H
#include <math.h>
#endif
