/*
 * Private to CVerdictLua: the per-state runtime shared by the allocator, the count hook, the
 * callback trampoline and the guarded library functions.
 */
#ifndef VERDICT_LUA_RUNTIME_H
#define VERDICT_LUA_RUNTIME_H

#include <stdatomic.h>
#include <stdint.h>
#include <string.h>

#include "CVerdictLua.h"

/*
 * Whether this build has the watchdog (watchdog.c): Linux on x86-64, where the system provides
 * membarrier(2) and the processor makes one thread's stores visible to another in the order
 * they were made, as the watchdog's safety argument needs. Elsewhere every call runs under the
 * count hook, whatever the state asks for.
 */
#if defined(__linux__) && defined(__x86_64__)
#define VERDICT_LUA_HAS_WATCHDOG 1
#else
#define VERDICT_LUA_HAS_WATCHDOG 0
#endif

/* The watchdog's view of a state's outermost call (the low bits of `watch`; the call's number is
 * in the bits above). */
enum {
    VERDICT_LUA_WATCH_IDLE = 0,    /* no outermost call is watched */
    VERDICT_LUA_WATCH_RUNNING = 1, /* a call runs until `watch_deadline_ns` */
    VERDICT_LUA_WATCH_FIRING = 2,  /* the watchdog is setting the main thread's hook */
    VERDICT_LUA_WATCH_FIRED = 3,   /* the main thread has the stopping hook */
};
#define VERDICT_LUA_WATCH_STATE(word) ((word) & 3u)

/*
 * How often (in VM instructions, per coroutine) the count hook runs while the budget lasts.
 * The hook's cost is dominated by the per-instruction trap Lua takes as soon as any count hook
 * is set, not by this interval; 1000 keeps the budget accurate to 1000 instructions and the
 * time limit checked often enough (clock_gettime every 1000 instructions is noise).
 */
#define VERDICT_LUA_HOOK_INTERVAL 1000

/*
 * Every byte the allocator grants while Lua runs is also charged to the instruction budget at
 * one instruction per VERDICT_LUA_BYTES_PER_INSTRUCTION bytes, so that a loop of cheap-looking
 * instructions that each copy a large string (s .. "x", s:upper()) cannot run for hours on a
 * small instruction count.
 */
#define VERDICT_LUA_BYTES_PER_INSTRUCTION 64

/*
 * A time limit of at least this many ticks of CLOCK_MONOTONIC_COARSE is checked against that
 * clock (an error under 1%); a shorter one against CLOCK_MONOTONIC.
 */
#define VERDICT_LUA_COARSE_TICKS 100

/* How many short value strings the string cache holds (string_cache.c): more than the string
 * attributes a typical record has, few enough to scan. */
#define VERDICT_LUA_STRING_CACHE_SIZE 8

/* The longest string the cache holds: Lua's limit for short (interned) strings, LUAI_MAXSHORTLEN. */
#define VERDICT_LUA_CACHED_STRING_MAX 40

/* The allocator's pool of small blocks (block_pool.c): size classes of VERDICT_LUA_POOL_GRAIN
 * bytes up to VERDICT_LUA_POOL_LARGEST, and how many bytes of freed blocks a state keeps. */
#define VERDICT_LUA_POOL_GRAIN 16
#define VERDICT_LUA_POOL_LARGEST 128
#define VERDICT_LUA_POOL_CLASSES (VERDICT_LUA_POOL_LARGEST / VERDICT_LUA_POOL_GRAIN)
#define VERDICT_LUA_POOL_KEPT (256 * 1024)

/* A freed block on a pool list. */
struct verdict_lua_pool_block {
    struct verdict_lua_pool_block *next;
};

/* How many of a driven record's plain strings are remembered by identity (driver.c): a record
 * has a handful of string values; those past the limit take the checks' own plain-text test. */
#define VERDICT_LUA_DRIVEN_STRINGS 16

/* How many dates `verdict.time` remembers (time_memo.c), and the longest text it remembers. */
#define VERDICT_LUA_TIME_MEMO_SIZE 4
#define VERDICT_LUA_TIME_MEMO_TEXT 40

/* A date `verdict.time` read: its text, where that text was (the bytes of the Lua string it was
 * read from), and its unix seconds (NaN: not a date); `length` is 0 while the entry holds none
 * (an empty text is never a date and is not remembered). */
struct verdict_lua_time_memo {
    size_t length;
    double seconds;
    const char *at;
    char text[VERDICT_LUA_TIME_MEMO_TEXT];
};

/* A string held by the string cache: its registry slot, and its bytes (inside the Lua string,
 * which the slot keeps alive); `bytes` is NULL while the slot holds none. */
struct verdict_lua_cached_string {
    int ref;
    size_t length;
    const char *bytes;
};

struct verdict_lua_runtime {
    /* Allocator. */
    size_t used;
    size_t cap;
    int enforcing;        /* 1 while Lua code runs: refuse growth past the cap */
    int memory_refused;   /* the allocator refused memory during the current outermost call */
    int memory_line;      /* where (main thread's innermost Lua frame), -1 if unknown */
    char memory_source[256];

    /* Budget and time limit. */
    int depth;            /* protected calls in progress */
    int64_t remaining;    /* instructions left in the current outermost call; 0 when idle */
    uint64_t deadline_ns; /* deadline of the outermost call, 0 for none */
    uint64_t cap_ns;      /* the host's deadline for every call (a whole validation's), 0 for none */
    int deadline_capped;  /* deadline_ns is cap_ns: the call's own limit would end later */
    int stopped_at_cap;   /* the current outermost call was stopped at cap_ns */
    int deadline_is_coarse; /* deadline_ns is on CLOCK_MONOTONIC_COARSE, not CLOCK_MONOTONIC */
    int64_t coarse_tick_ns; /* resolution of CLOCK_MONOTONIC_COARSE, 0 if there is none */
    verdict_lua_stop_reason stop;
    int stop_line;        /* where the budget or time ran out, -1 if unknown */
    char stop_source[256];

    lua_State *main;
    int hooked; /* the main thread has the count hook (0 from a straight-line call to the next
                 * call that counts, and in deadline mode) */

    /* Runaway protection: 1 to count every VM instruction (the count hook on every call, the
     * exact instruction budget), 0 to run with no hook under the watchdog's deadline. */
    int exact;
    /* The watchdog's part (watchdog.c). `watch` and `watch_deadline_ns` are written by the thread
     * running the state and read by the watchdog; `arming` the other way round. The list links
     * and `watch_limit_ns` belong to the watchdog's registry and its lock. */
    _Atomic uint64_t watch;             /* (call number << 2) | VERDICT_LUA_WATCH_* */
    _Atomic uint64_t watch_deadline_ns; /* CLOCK_MONOTONIC deadline of the RUNNING call */
    _Atomic int64_t watch_limit_ns;     /* the last time limit armed: the watchdog's longest sleep */
    _Atomic int arming;                 /* the watchdog is inside lua_sethook on `main` */
    uint64_t watch_call;                /* the number of the last outermost call watched */
    struct verdict_lua_runtime *watch_prev, *watch_next;
    int watch_registered;

    /* The short value strings pushed last (string_cache.c); the next to replace. */
    struct verdict_lua_cached_string string_cache[VERDICT_LUA_STRING_CACHE_SIZE];
    int string_cache_next;

    /* Freed small blocks, one list a size class (block_pool.c), and their bytes together. */
    struct verdict_lua_pool_block *pool[VERDICT_LUA_POOL_CLASSES];
    size_t pool_bytes;

    /* The dates verdict.time read last (time_memo.c); the next entry to replace; how it reads a
     * text it does not remember (the host's ISO 8601 reader, NULL: no text is a date). */
    struct verdict_lua_time_memo time_memo[VERDICT_LUA_TIME_MEMO_SIZE];
    int time_memo_next;
    verdict_lua_time_reader time_reader;

    /* The block of the `verdict.null` userdata (null_marker.c), which the registry keeps alive. */
    const void *null_marker;

    /* The record a record driver is running (driver.c), NULL otherwise. */
    verdict_lua_record_lookup record_lookup;
    const void *record_context;

    /* The strings of the driven record's values pushed from its JSON text without escapes
     * (driver.c): text a JSON string holds as it is, which the driver's parameters keep alive
     * until the call ends and verdict_lua_forget_driven_strings empties the list. */
    const char *driven_strings[VERDICT_LUA_DRIVEN_STRINGS];
    size_t driven_string_count;
};

/* Whether `bytes` is a string verdict_lua_push_driven_values pushed for the record being driven
 * (the same Lua string: an interned string's bytes are where the string is). */
int verdict_lua_is_driven_string(lua_State *L, const char *bytes);

/* Whether the `length` bytes at a and b are the same, a word at a time: the texts compared here
 * (record keys, dates) are short, and calling memcmp for them costs more than comparing them. */
static inline int verdict_lua_same_bytes(const void *a, const void *b, size_t length) {
    const unsigned char *x = a, *y = b;
    uint64_t u, v;
    if (length < 8) {
        for (size_t i = 0; i < length; i++) {
            if (x[i] != y[i]) return 0;
        }
        return 1;
    }
    size_t i = 0;
    for (; i + 8 < length; i += 8) {
        memcpy(&u, x + i, 8);
        memcpy(&v, y + i, 8);
        if (u != v) return 0;
    }
    /* The last word overlaps the one before it rather than reading past the end. */
    memcpy(&u, x + length - 8, 8);
    memcpy(&v, y + length - 8, 8);
    return u == v;
}

static inline struct verdict_lua_runtime *verdict_lua_runtime_of(lua_State *L) {
    return *(struct verdict_lua_runtime **)lua_getextraspace(L);
}

/* The frame an error is reported at: the innermost rule-file function with a current line, from
 * `level` outwards (runtime.c). Returns 1 and fills `out` when there is one. */
int verdict_lua_rule_frame(lua_State *L, int level, lua_Debug *out);

/* The count hook (runtime.c): in exact mode it charges the instructions run to the budget; in
 * both modes it stops a call past its deadline or budget, and keeps a stopped call failing. */
void verdict_lua_count_hook(lua_State *L, lua_Debug *ar);

/* CLOCK_MONOTONIC (coarse: CLOCK_MONOTONIC_COARSE) in nanoseconds (runtime.c). */
uint64_t verdict_lua_now_ns(int coarse);

/* The watchdog (watchdog.c). */
/* Adds a new state to the watchdog's registry (starting the watchdog thread the first time). */
void verdict_lua_watch_register(struct verdict_lua_runtime *rt);
/* Removes a state from the registry; once it returns, the watchdog never touches it again. */
void verdict_lua_watch_unregister(struct verdict_lua_runtime *rt);
/* Starts watching an outermost call: the watchdog arms the main thread's hook at `deadline_ns`
 * (CLOCK_MONOTONIC) if the call is still running then. */
void verdict_lua_watch_begin(struct verdict_lua_runtime *rt, uint64_t deadline_ns, int64_t limit_ns);
/* Wakes the watchdog to scan the watched calls again: a call's deadline may come before the
 * watchdog planned to wake (a host deadline nearer than the call's own limit). */
void verdict_lua_watch_rescan(void);
/* Ends watching the outermost call, on the thread that ran it, once Lua has returned: when the
 * watchdog armed the hook meanwhile, waits for it to be done and removes the hook, so that the
 * next call starts without it. */
void verdict_lua_watch_end(struct verdict_lua_runtime *rt);
/* Whether the watchdog (or the running thread itself) has stopped the watched call. */
static inline int verdict_lua_watch_fired(struct verdict_lua_runtime *rt) {
    return VERDICT_LUA_WATCH_STATE(atomic_load_explicit(&rt->watch, memory_order_acquire)) >=
           VERDICT_LUA_WATCH_FIRING;
}
/* Sets the stopping hook on the main thread from the thread running the state (a coroutine's
 * hook or a guard found the call past its deadline), unless the watchdog has done or is doing so. */
void verdict_lua_watch_stop_main(struct verdict_lua_runtime *rt);
/* Before the allocator frees or moves a block: waits while the watchdog walks the main thread's
 * call list (see watchdog.c, "the walk"). */
void verdict_lua_watch_hold_frees_slow(struct verdict_lua_runtime *rt);
extern int verdict_lua_watch_free_fence;
static inline void verdict_lua_watch_hold_frees(struct verdict_lua_runtime *rt) {
#if VERDICT_LUA_HAS_WATCHDOG
    if (verdict_lua_watch_free_fence) {
        atomic_thread_fence(memory_order_seq_cst);
    } else {
        atomic_signal_fence(memory_order_seq_cst); /* membarrier does the processor's part */
    }
    if (atomic_load_explicit(&rt->arming, memory_order_relaxed)) verdict_lua_watch_hold_frees_slow(rt);
#else
    (void)rt;
#endif
}

/* Raises LUA_ERRMEM from a C function called by Lua, as the allocator would (runtime.c). */
void verdict_lua_raise_memory_error(lua_State *L, size_t requested);

/* The allocator's block pool (block_pool.c). `verdict_lua_pool_resize` is realloc for Lua's
 * blocks (a NULL `block` allocates; on failure NULL, with `block` untouched);
 * `verdict_lua_pool_free` gives a block back; `verdict_lua_pool_drain` returns every kept block
 * to the system. `old_size` and `size` are the sizes Lua knows the blocks by. */
void *verdict_lua_pool_resize(struct verdict_lua_runtime *rt, void *block, size_t old_size, size_t new_size);
void verdict_lua_pool_free(struct verdict_lua_runtime *rt, void *block, size_t size);
void verdict_lua_pool_drain(struct verdict_lua_runtime *rt);

/* Makes the registry slots of the string cache (string_cache.c); once, when the state is made. */
void verdict_lua_open_string_cache(lua_State *L);

/* Makes the `verdict.null` userdata and keeps it in the registry (null_marker.c); once, when the
 * state is made. */
void verdict_lua_open_null_marker(lua_State *L);

/* Checks, once per process, that the straight-line analysis reads this Lua's bytecode right
 * (straight_line.c); until it has, verdict_lua_straight_line_length answers 0. */
void verdict_lua_check_straight_line(lua_State *L);

/* Replace functions of the opened string / table library at stack index `lib` (guards). */
void verdict_lua_guard_string_library(lua_State *L, int lib);
void verdict_lua_guard_table_library(lua_State *L, int lib);

/* Replaces utf8.len of the opened utf8 library at stack index `lib` by one with an ASCII
 * shortcut, here and in the registry's loaded libraries (utf8_len.c). */
void verdict_lua_speed_utf8_library(lua_State *L, int lib);

#endif /* VERDICT_LUA_RUNTIME_H */
