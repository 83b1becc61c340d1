/*
 * The watchdog: stops a call that runs past its time limit, without a count hook standing on
 * every call.
 *
 * Once any count hook is set, Lua 5.4 traps on every VM instruction (luaG_traceexec): about a
 * third of the time of the rules this engine runs (runtime.c). In deadline mode a call runs with
 * no hook on the main thread at all; one thread per process, this watchdog, sleeps until the
 * earliest deadline of the calls running and, when a call is still running at its deadline, sets
 * the count hook on that state's main thread with a count of 1 — as Lua's own interpreter does
 * from its SIGINT handler (lua.c: laction). The hook then raises "time limit exceeded" at the
 * running line, and keeps raising at every instruction until the outermost call returns
 * (runtime.c: verdict_lua_stop), so pcall cannot swallow it.
 *
 * The safety argument. lua_sethook(L, f, mask, count) stores L->hook, L->basehookcount,
 * L->hookcount and L->hookmask, then walks the thread's list of CallInfo records from L->ci
 * through ->previous and sets `trap` in each one of a Lua function (ldebug.c: settraps). The
 * Lua sources state it may be called asynchronously under "reasonable" assumptions: word-sized
 * stores are atomic, `hookmask` is an atomic type, and `hook` is checked before every call of it.
 * Here it is called from another thread while the state's own thread may be running, so each of
 * the following is made to hold:
 *
 * 1. Only the main thread is ever armed from here. Every coroutine runs under the count hook,
 *    set when it is made (sandbox.c, coroutine.create and coroutine.wrap), and its hook checks the
 *    deadline itself every VERDICT_LUA_HOOK_INTERVAL instructions: nothing outside the running
 *    thread ever touches a coroutine. While a coroutine runs, the main thread is inside
 *    coroutine.resume, its call list frozen. A coroutine's hook that finds the call past its
 *    deadline also arms the main thread itself (verdict_lua_watch_stop_main), from the thread that
 *    owns both.
 *
 * 2. The walk may read a CallInfo the running thread frees meanwhile: one the thread returned
 *    from and then released, shrinking its list (luaE_shrinkCI, run by a GC step or when pcall
 *    catches an error — as it does when a script catches the very stop this hook raises). So the
 *    allocator holds every free while `arming` is set (runtime.c, verdict_lua_alloc). The
 *    watchdog sets `arming`, then makes every thread of the process pass a full memory barrier
 *    (membarrier(2), MEMBARRIER_CMD_PRIVATE_EXPEDITED), then reads L->ci and walks. A free whose
 *    check of `arming` came after the running thread's barrier waits until the walk is done; a
 *    free whose check came before it was ordered after the thread's return from that CallInfo
 *    (the barrier orders the thread's earlier stores, L->ci among them, before its later loads),
 *    so the CallInfo it frees is past the L->ci the walk starts from, which it never reaches.
 *    Where membarrier is not available the allocator issues the full fence itself on every free.
 *    CallInfo records are never freed otherwise while the thread lives.
 *
 * 3. The walk may set `trap` in a CallInfo that, by the time of the store, the thread has reused
 *    for a C function. `trap` shares its place with `u.c.old_errfunc`, which Lua writes and reads
 *    only for a pcall in a thread that can yield (lapi.c: lua_pcallk's continuation path) — never
 *    in the main thread, which cannot yield. A stray `trap` in a Lua CallInfo only makes that
 *    function look at the hook once more. Past L->ci, a CallInfo is unused.
 *
 * 4. The state outlives every arming: states are in the watchdog's registry from creation to
 *    verdict_lua_close, which removes them under the registry's lock, and the watchdog arms a
 *    state only while holding that lock.
 *
 * 5. No hook outlives its call. `watch` holds the call's number and state: the running thread
 *    publishes RUNNING with the deadline when an outermost call starts; the watchdog moves
 *    RUNNING to FIRING with a compare-and-swap of the whole word (so an arming meant for a call
 *    that has ended, or for an earlier call, fails), sets the hook, then publishes FIRED. When
 *    the call returns, its thread moves RUNNING to IDLE with a compare-and-swap; if that fails,
 *    the watchdog is arming or has armed this call: the thread waits for FIRED, removes the hook
 *    itself, and only then returns. A call that ends just as its deadline fires either wins the
 *    swap (the watchdog's then fails and it does nothing) or loses it (and clears the hook).
 *
 * 6. C functions are not interrupted by a hook, here as with the count hook: the guarded
 *    functions (pattern matching, string.rep, string.format, table functions) charge their work
 *    up front to the call's instruction budget, which deadline mode keeps for C work and
 *    allocations, and check the deadline (verdict_lua_charge).
 *
 * Lua stores in the thread's structures are not atomic operations in the C11 sense; assumption
 * (1) of the Lua authors covers them: aligned word stores do not tear on x86-64, and the x86-64
 * memory model keeps each thread's stores in order (so, for instance, a CallInfo's ->previous is
 * visible before L->ci points at it). This file is built with the watchdog on Linux x86-64 only
 * (VERDICT_LUA_HAS_WATCHDOG); elsewhere every call runs under the count hook.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <string.h>
#include <time.h>

#include "verdict_lua_runtime.h"

#if VERDICT_LUA_HAS_WATCHDOG
#include <linux/membarrier.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

/* Whether the allocator must issue the full fence itself (no membarrier). Set once, before the
 * first state is registered. */
int verdict_lua_watch_free_fence = 1;

#if VERDICT_LUA_HAS_WATCHDOG

static pthread_mutex_t verdict_lua_watch_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t verdict_lua_watch_wake;
static pthread_once_t verdict_lua_watch_once = PTHREAD_ONCE_INIT;
static struct verdict_lua_runtime *verdict_lua_watch_head; /* the registry, under the lock */
static int verdict_lua_watch_running;                      /* the thread exists (under the lock) */
static int verdict_lua_watch_membarrier;                   /* registered for the expedited command */

/* The longest the watchdog sleeps, whatever the limits: a bound on any mistake in its reckoning. */
#define VERDICT_LUA_WATCH_MAX_SLEEP_NS 1000000000ull

static void verdict_lua_watch_setup(void) {
    pthread_condattr_t attributes;
    pthread_condattr_init(&attributes);
    pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC);
    pthread_cond_init(&verdict_lua_watch_wake, &attributes);
    pthread_condattr_destroy(&attributes);
    long commands = syscall(__NR_membarrier, MEMBARRIER_CMD_QUERY, 0, 0);
    if (commands >= 0 && (commands & MEMBARRIER_CMD_PRIVATE_EXPEDITED) != 0 &&
        syscall(__NR_membarrier, MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED, 0, 0) == 0) {
        verdict_lua_watch_membarrier = 1;
        verdict_lua_watch_free_fence = 0;
    }
}

/* Makes every running thread of the process pass a full memory barrier (see 2. above). */
static void verdict_lua_watch_barrier(void) {
    atomic_thread_fence(memory_order_seq_cst);
    if (verdict_lua_watch_membarrier) syscall(__NR_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0, 0);
}

/* Sets the stopping hook on the main thread of `rt`, whose call the caller moved to FIRING,
 * from the watchdog's thread, with frees held (see 2. above). */
static void verdict_lua_watch_arm(struct verdict_lua_runtime *rt) {
    atomic_store_explicit(&rt->arming, 1, memory_order_relaxed);
    verdict_lua_watch_barrier();
    lua_sethook(rt->main, verdict_lua_count_hook, LUA_MASKCOUNT, 1);
    atomic_store_explicit(&rt->arming, 0, memory_order_release);
}

/* Arms `rt` if its call `word` (RUNNING) is still the one running. Under the lock. */
static void verdict_lua_watch_fire(struct verdict_lua_runtime *rt, uint64_t word) {
    uint64_t firing = (word & ~(uint64_t)3) | VERDICT_LUA_WATCH_FIRING;
    if (!atomic_compare_exchange_strong_explicit(&rt->watch, &word, firing, memory_order_acq_rel,
                                                 memory_order_acquire)) {
        return; /* the call ended, or the thread stopped it itself */
    }
    verdict_lua_watch_arm(rt);
    atomic_store_explicit(&rt->watch, (firing & ~(uint64_t)3) | VERDICT_LUA_WATCH_FIRED,
                          memory_order_release);
}

static void verdict_lua_watch_sleep_until(uint64_t deadline_ns) {
    struct timespec until;
    until.tv_sec = (time_t)(deadline_ns / 1000000000u);
    until.tv_nsec = (long)(deadline_ns % 1000000000u);
    pthread_cond_timedwait(&verdict_lua_watch_wake, &verdict_lua_watch_lock, &until);
}

/* The watchdog's thread: scans the registry, arms the calls past their deadline, and sleeps until
 * the earliest moment one could be: the earliest deadline of a running call, or — for a call that
 * starts while it sleeps — now plus the shortest time limit any state has armed with. */
static void *verdict_lua_watch_main(void *unused) {
    (void)unused;
    pthread_mutex_lock(&verdict_lua_watch_lock);
    for (;;) {
        if (verdict_lua_watch_head == NULL) {
            pthread_cond_wait(&verdict_lua_watch_wake, &verdict_lua_watch_lock);
            continue;
        }
        uint64_t now = verdict_lua_now_ns(0);
        uint64_t next = now + VERDICT_LUA_WATCH_MAX_SLEEP_NS;
        for (struct verdict_lua_runtime *rt = verdict_lua_watch_head; rt != NULL; rt = rt->watch_next) {
            int64_t limit = atomic_load_explicit(&rt->watch_limit_ns, memory_order_relaxed);
            if (limit > 0 && now + (uint64_t)limit < next) next = now + (uint64_t)limit;
            uint64_t word = atomic_load_explicit(&rt->watch, memory_order_acquire);
            if (VERDICT_LUA_WATCH_STATE(word) != VERDICT_LUA_WATCH_RUNNING) continue;
            uint64_t deadline = atomic_load_explicit(&rt->watch_deadline_ns, memory_order_relaxed);
            /* A call that began after the first load ends no earlier than now + its limit, which
             * `next` already allows for (or its thread woke the watchdog with a new limit). */
            if (atomic_load_explicit(&rt->watch, memory_order_acquire) != word) continue;
            if (now >= deadline) {
                verdict_lua_watch_fire(rt, word);
            } else if (deadline < next) {
                next = deadline;
            }
        }
        if (next > now) verdict_lua_watch_sleep_until(next);
    }
    return NULL;
}

void verdict_lua_watch_register(struct verdict_lua_runtime *rt) {
    pthread_once(&verdict_lua_watch_once, verdict_lua_watch_setup);
    pthread_mutex_lock(&verdict_lua_watch_lock);
    if (!verdict_lua_watch_running) {
        pthread_attr_t attributes;
        pthread_attr_init(&attributes);
        pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
        pthread_attr_setstacksize(&attributes, 64 * 1024);
        pthread_t thread;
        if (pthread_create(&thread, &attributes, verdict_lua_watch_main, NULL) == 0) {
            verdict_lua_watch_running = 1;
        }
        pthread_attr_destroy(&attributes);
    }
    if (verdict_lua_watch_running) {
        rt->watch_prev = NULL;
        rt->watch_next = verdict_lua_watch_head;
        if (verdict_lua_watch_head != NULL) verdict_lua_watch_head->watch_prev = rt;
        verdict_lua_watch_head = rt;
        rt->watch_registered = 1;
        pthread_cond_signal(&verdict_lua_watch_wake);
    }
    pthread_mutex_unlock(&verdict_lua_watch_lock);
}

void verdict_lua_watch_unregister(struct verdict_lua_runtime *rt) {
    if (!rt->watch_registered) return;
    pthread_mutex_lock(&verdict_lua_watch_lock);
    if (rt->watch_prev != NULL) {
        rt->watch_prev->watch_next = rt->watch_next;
    } else {
        verdict_lua_watch_head = rt->watch_next;
    }
    if (rt->watch_next != NULL) rt->watch_next->watch_prev = rt->watch_prev;
    rt->watch_registered = 0;
    pthread_mutex_unlock(&verdict_lua_watch_lock);
}

void verdict_lua_watch_begin(struct verdict_lua_runtime *rt, uint64_t deadline_ns, int64_t limit_ns) {
    if (atomic_load_explicit(&rt->watch_limit_ns, memory_order_relaxed) != limit_ns) {
        /* A new limit: the watchdog may be sleeping for longer than this call may run. */
        atomic_store_explicit(&rt->watch_limit_ns, limit_ns, memory_order_relaxed);
        pthread_mutex_lock(&verdict_lua_watch_lock);
        pthread_cond_signal(&verdict_lua_watch_wake);
        pthread_mutex_unlock(&verdict_lua_watch_lock);
    }
    rt->watch_call++;
    atomic_store_explicit(&rt->watch_deadline_ns, deadline_ns, memory_order_relaxed);
    atomic_store_explicit(&rt->watch, (rt->watch_call << 2) | VERDICT_LUA_WATCH_RUNNING,
                          memory_order_release);
}

void verdict_lua_watch_rescan(void) {
    pthread_mutex_lock(&verdict_lua_watch_lock);
    pthread_cond_signal(&verdict_lua_watch_wake);
    pthread_mutex_unlock(&verdict_lua_watch_lock);
}

void verdict_lua_watch_end(struct verdict_lua_runtime *rt) {
    uint64_t running = (rt->watch_call << 2) | VERDICT_LUA_WATCH_RUNNING;
    uint64_t idle = rt->watch_call << 2;
    if (atomic_compare_exchange_strong_explicit(&rt->watch, &running, idle, memory_order_acq_rel,
                                                memory_order_acquire)) {
        return;
    }
    /* Armed meanwhile, by the watchdog or by this thread: once the hook is set, remove it. */
    while (VERDICT_LUA_WATCH_STATE(atomic_load_explicit(&rt->watch, memory_order_acquire)) ==
           VERDICT_LUA_WATCH_FIRING) {
        sched_yield();
    }
    lua_sethook(rt->main, NULL, 0, 0);
    atomic_store_explicit(&rt->watch, idle, memory_order_release);
}

void verdict_lua_watch_stop_main(struct verdict_lua_runtime *rt) {
    uint64_t running = (rt->watch_call << 2) | VERDICT_LUA_WATCH_RUNNING;
    uint64_t firing = (rt->watch_call << 2) | VERDICT_LUA_WATCH_FIRING;
    if (!atomic_compare_exchange_strong_explicit(&rt->watch, &running, firing, memory_order_acq_rel,
                                                 memory_order_acquire)) {
        return; /* not watched, or already armed */
    }
    /* This thread owns the state and is not changing the main thread's call list now. */
    lua_sethook(rt->main, verdict_lua_count_hook, LUA_MASKCOUNT, 1);
    atomic_store_explicit(&rt->watch, (rt->watch_call << 2) | VERDICT_LUA_WATCH_FIRED,
                          memory_order_release);
}

void verdict_lua_watch_hold_frees_slow(struct verdict_lua_runtime *rt) {
    while (atomic_load_explicit(&rt->arming, memory_order_acquire)) sched_yield();
}

int verdict_lua_watchdog_available(void) { return 1; }

int verdict_lua_watch_arm_now(lua_State *L) {
    struct verdict_lua_runtime *rt = verdict_lua_runtime_of(L);
    pthread_mutex_lock(&verdict_lua_watch_lock);
    uint64_t word = atomic_load_explicit(&rt->watch, memory_order_acquire);
    int armed = 0;
    if (rt->watch_registered && VERDICT_LUA_WATCH_STATE(word) == VERDICT_LUA_WATCH_RUNNING) {
        verdict_lua_watch_fire(rt, word);
        armed = VERDICT_LUA_WATCH_STATE(atomic_load_explicit(&rt->watch, memory_order_acquire)) ==
                VERDICT_LUA_WATCH_FIRED;
    }
    pthread_mutex_unlock(&verdict_lua_watch_lock);
    return armed;
}

#else /* no watchdog: every call runs under the count hook */

void verdict_lua_watch_register(struct verdict_lua_runtime *rt) { (void)rt; }
void verdict_lua_watch_unregister(struct verdict_lua_runtime *rt) { (void)rt; }
void verdict_lua_watch_begin(struct verdict_lua_runtime *rt, uint64_t deadline_ns, int64_t limit_ns) {
    (void)rt, (void)deadline_ns, (void)limit_ns;
}
void verdict_lua_watch_rescan(void) {}
void verdict_lua_watch_end(struct verdict_lua_runtime *rt) { (void)rt; }
void verdict_lua_watch_stop_main(struct verdict_lua_runtime *rt) { (void)rt; }
void verdict_lua_watch_hold_frees_slow(struct verdict_lua_runtime *rt) { (void)rt; }
int verdict_lua_watchdog_available(void) { return 0; }
int verdict_lua_watch_arm_now(lua_State *L) {
    (void)L;
    return 0;
}

#endif
