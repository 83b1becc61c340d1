/*
 * The allocator's settings for a batch run (see CVerdictAllocator.h). mallopt is glibc's, declared
 * in <malloc.h>, which Swift's Glibc module does not bring in.
 */
#include "CVerdictAllocator.h"

/* Before the test below: a C library header defines __GLIBC__ (through <features.h>). */
#include <limits.h>

#if defined(__GLIBC__)
#include <malloc.h>

static int verdict_allocator_clamp(size_t bytes) { return bytes > INT_MAX ? INT_MAX : (int)bytes; }

void verdict_allocator_keep_freed(size_t keep) { mallopt(M_TRIM_THRESHOLD, verdict_allocator_clamp(keep)); }
#else
void verdict_allocator_keep_freed(size_t keep) { (void)keep; }
#endif
