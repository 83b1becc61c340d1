#!/usr/bin/env bash
# Checks that a `verdict` binary travels: it may need no shared library but glibc's (libc, libm,
# libdl, libpthread, the loader), and it must validate with an empty environment (no PATH, no
# LD_LIBRARY_PATH). Libraries loaded later with dlopen are not seen by ldd: libcurl.so.4 for remote
# rules and `--bundle URL` (without it those checks fail, naming it), and libgcc_s.so.1, which glibc
# itself loads when a thread ends with pthread_exit (`verdict test` and `verdict serve` do).
#
#   scripts/check-portable.sh BINARY
set -euo pipefail
binary=$1
allowed='^(linux-vdso\.so\.1|libc\.so\.6|libm\.so\.6|libdl\.so\.2|libpthread\.so\.0|/lib64/ld-linux-x86-64\.so\.2)$'
others=$(ldd "$binary" | awk '{ print $1 }' | grep -Ev "$allowed" || true)
if [ -n "$others" ]; then
    echo "verdict: $binary needs more than glibc: $(echo $others)" >&2
    exit 1
fi
status=0
env -i "$binary" validate --rules rules --model CalendarEvent examples/data/events.jsonl >/dev/null || status=$?
if [ "$status" -gt 1 ]; then
    echo "verdict: $binary failed to validate in an empty environment (status $status)" >&2
    exit 1
fi
echo "$binary: $(du -m "$binary" | cut -f1) MB, needs $(ldd "$binary" | awk '$1 !~ /vdso/ { print $1 }' | xargs)"
