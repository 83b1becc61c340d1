/*
 * CVerdictAllocator: the C library allocator's settings for a batch run of `verdict validate`.
 *
 * Every symbol is prefixed verdict_allocator_.
 */
#ifndef CVERDICTALLOCATOR_H
#define CVERDICTALLOCATOR_H

#include <stddef.h>

/* Asks glibc's allocator to keep up to `keep` bytes of freed memory at the top of each heap rather
 * than hand it back to the kernel (M_TRIM_THRESHOLD). A batch run frees and makes again blocks of
 * 64 KiB to 1 MiB on every thread, hundreds of times a second: handed back each time, every page
 * of them faults anew when it is used again. Blocks up to 4 MiB are then taken from the heap too
 * (M_MMAP_THRESHOLD), not mapped each time. Does nothing where the C library is not glibc. */
void verdict_allocator_keep_freed(size_t keep);

#endif
