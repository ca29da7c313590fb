#include "dusk_platform.h"
#include <stdlib.h> // defines __GLIBC__ on glibc

#ifdef __GLIBC__
#include <malloc.h>
#endif

void dusk_memory_return_large_blocks(void) {
#ifdef __GLIBC__
    // glibc raises its mmap threshold each time a large block is freed, so later large blocks (a palette, a
    // table) come from the heap and stay there after they are freed. A fixed threshold keeps them mapped and
    // gives them back on free: derive and fix on 40,000 colors peak at 98 MB instead of 129 MB.
    mallopt(M_MMAP_THRESHOLD, 128 * 1024);
#endif
}
