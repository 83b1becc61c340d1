/*
 * The allocator's settings for a batch run (see CVerdictAllocator.h). mallopt is glibc's, declared
 * in <malloc.h>, which Swift's Glibc module does not bring in.
 */
#include "CVerdictAllocator.h"

/* Before the test below: a C library header defines __GLIBC__ (through <features.h>). */
#include <limits.h>

#if defined(__GLIBC__)
#include <malloc.h>

/* Blocks below this size come from the heap, and reuse what was freed: a reader's chunk (1 MiB and
 * the start of a line) is below it; a long line or a document that grows past it is mapped. */
#define VERDICT_ALLOCATOR_MAP_THRESHOLD ((size_t)4 << 20)

static int verdict_allocator_clamp(size_t bytes) { return bytes > INT_MAX ? INT_MAX : (int)bytes; }

void verdict_allocator_keep_freed(size_t keep) {
    mallopt(M_TRIM_THRESHOLD, verdict_allocator_clamp(keep));
    /* Setting the trim threshold turns off glibc's sliding threshold for mmap, which would otherwise
     * rise to the size of a freed block: without this, every block of 128 KiB or more (a reader's
     * 1 MiB chunk) would be mapped anew, and each of its pages fault, each time. */
    mallopt(M_MMAP_THRESHOLD, verdict_allocator_clamp(VERDICT_ALLOCATOR_MAP_THRESHOLD));
}
#else
void verdict_allocator_keep_freed(size_t keep) { (void)keep; }
#endif
