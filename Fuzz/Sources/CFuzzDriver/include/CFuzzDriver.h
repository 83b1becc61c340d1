#ifndef VERDICT_FUZZ_DRIVER_H
#define VERDICT_FUZZ_DRIVER_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt, -fsanitize=fuzzer): parses the flags and runs the callback.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
