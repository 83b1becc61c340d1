/*
 * The per-state runtime: capped allocator, instruction budget, time limit, protected calls and
 * the message handler.
 *
 * Two ways to stop runaway code, chosen per state (verdict_lua_set_exact):
 *
 * - Deadline mode (the default where the watchdog exists, watchdog.c): a call runs with no hook
 *   on the main thread; the watchdog sets the hook only if the call is still running at its
 *   deadline. The normal path pays nothing per instruction. Coroutines run under the count hook,
 *   which checks the deadline. What is exact: the memory cap, and the instruction budget's part
 *   that C functions and the allocator charge (guards.c, pattern_guard.c); VM instructions are not
 *   counted, so how far a script gets before its time limit depends on the machine.
 * - Exact mode: the count hook on every call, inherited by every coroutine (lua_newthread copies
 *   hook, mask and count), counting every VM instruction against the budget: deterministic, so a
 *   script stopped on one machine is stopped at the same instruction on every machine, and a
 *   state without a time limit is still bounded.
 *
 * Measured cost of the count hook on this machine (gcc -O2, best of 5, per call through
 * verdict_lua_pcall_limited versus a bare lua_pcall without hook): `#s >= 6` 30 -> 60 ns;
 * `#s >= 6 and s:find('^%a')` 98 -> 183 ns; a 10,000-iteration arithmetic loop 47 -> 142 us,
 * i.e. the trap Lua takes on every instruction once a count hook is set costs ~1.9 ns an
 * instruction (about 3x on loop-heavy code).
 *
 * In exact mode, a call of a short straight-line function (no loop, no call, no upvalue, no field
 * access; straight_line.c) runs with no hook at all. It executes fewer instructions than the
 * hook's first slice, so the hook could not have run before it returned: nothing it would check
 * is skipped. That takes ~11 ns (~280 instructions) off a `#value >= 6` rule call. A host
 * function that calls back into Lua during such a call gets the hook back (verdict_lua_call).
 * In deadline mode such a call is not even watched: it cannot run long.
 *
 * The cost of a call itself is kept small for the engine's rule calls: the message handler stays
 * at the bottom of the main thread's stack (VERDICT_LUA_HANDLER_INDEX) instead of being inserted
 * under every call and removed after it; a long time limit is timed with the coarse clock; and
 * verdict_lua_call_rule_with_string / verdict_lua_call_with_record push the arguments and call in
 * one step.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "verdict_lua_runtime.h"

uint64_t verdict_lua_now_ns(int coarse) {
    struct timespec ts;
#ifdef CLOCK_MONOTONIC_COARSE
    clock_gettime(coarse ? CLOCK_MONOTONIC_COARSE : CLOCK_MONOTONIC, &ts);
#else
    (void)coarse;
    clock_gettime(CLOCK_MONOTONIC, &ts);
#endif
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* Whether a call's deadline is kept on CLOCK_MONOTONIC_COARSE. CLOCK_MONOTONIC costs ~22 ns a
 * read on this machine (a fifth of a short rule call), the coarse clock ~3.5 ns but it ticks
 * only every few milliseconds: it serves limits of at least VERDICT_LUA_COARSE_TICKS ticks,
 * where it errs by under 1%. */
static int verdict_lua_deadline_is_coarse(const struct verdict_lua_runtime *rt,
                                          int64_t time_limit_ns) {
    return rt->coarse_tick_ns > 0 && time_limit_ns / VERDICT_LUA_COARSE_TICKS >= rt->coarse_tick_ns;
}

/* The frame an error is reported at, searched from `level` outwards: the innermost Lua function
 * of a rule file — a chunk whose name starts with '@', which only the loader gives (a script's
 * `load` names its chunks with '=', see sandbox.c) — with a current line; in a coroutine whose
 * own stack has none, the main thread's. Without a rule file's frame, the innermost Lua function
 * with a current line. So a chunk a script loaded, and whatever name it chose for it, can add to
 * where an error happened but never take the rule file's place. Allocates nothing. */
int verdict_lua_rule_frame(lua_State *L, int level, lua_Debug *out) {
    struct verdict_lua_runtime *rt = verdict_lua_runtime_of(L);
    lua_Debug ar;
    int found = 0;
    for (; lua_getstack(L, level, &ar); level++) {
        if (!lua_getinfo(L, "Sl", &ar) || ar.currentline <= 0) continue;
        if (ar.source[0] == '@') {
            *out = ar;
            return 1;
        }
        if (!found) {
            *out = ar;
            found = 1;
        }
    }
    if (rt->main != NULL && rt->main != L) {
        for (level = 0; lua_getstack(rt->main, level, &ar); level++) {
            if (lua_getinfo(rt->main, "Sl", &ar) && ar.currentline > 0 && ar.source[0] == '@') {
                *out = ar;
                return 1;
            }
        }
    }
    return found;
}

/* Records, once per call, where the main thread was when memory ran out. Reads only the call
 * info chain and the function prototypes; runs inside the allocator, so it allocates nothing. */
static void verdict_lua_record_memory_position(struct verdict_lua_runtime *rt) {
    lua_Debug ar;
    if (rt->memory_refused || rt->main == NULL || rt->depth == 0) return;
    rt->memory_refused = 1;
    if (verdict_lua_rule_frame(rt->main, 0, &ar)) {
        snprintf(rt->memory_source, sizeof rt->memory_source, "%s", ar.source);
        rt->memory_line = ar.currentline;
    }
}

static void *verdict_lua_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    struct verdict_lua_runtime *rt = ud;
    size_t old = ptr != NULL ? osize : 0; /* with ptr NULL, osize encodes the object type */
    if (ptr != NULL) verdict_lua_watch_hold_frees(rt); /* watchdog.c, "the walk" */
    if (nsize == 0) {
        verdict_lua_pool_free(rt, ptr, old);
        rt->used -= old;
        return NULL;
    }
    if (nsize > old && rt->enforcing) {
        size_t growth = nsize - old;
        if (rt->used > rt->cap || growth > rt->cap - rt->used) {
            verdict_lua_record_memory_position(rt);
            return NULL; /* Lua collects garbage, retries, then raises LUA_ERRMEM */
        }
        rt->remaining -= (int64_t)(growth / VERDICT_LUA_BYTES_PER_INSTRUCTION);
    }
    void *block = verdict_lua_pool_resize(rt, ptr, old, nsize);
    if (block == NULL) return NULL;
    rt->used = rt->used - old + nsize;
    return block;
}

static int verdict_lua_panic(lua_State *L) {
    const char *message = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "(no message)";
    fprintf(stderr, "Verdict: unprotected Lua error (a bug in VerdictLua): %s\n", message);
    fflush(stderr);
    return 0; /* Lua aborts */
}

/* Stops the running Lua code: at least one more error per hook, every instruction, until the
 * outermost call returns, so that scripts cannot swallow the error with pcall and go on. */
static void verdict_lua_stop(lua_State *L, verdict_lua_stop_reason reason, lua_Debug *ar) {
    struct verdict_lua_runtime *rt = verdict_lua_runtime_of(L);
    const char *what = reason == VERDICT_LUA_STOP_TIME ? "time limit exceeded"
                                                       : "instruction budget exhausted";
    lua_Debug here;
    int found = 0;
    if (ar != NULL && lua_getinfo(L, "Sl", ar) && ar->currentline > 0 && ar->source[0] == '@') {
        here = *ar;
        found = 1;
    }
    if (!found) found = verdict_lua_rule_frame(L, ar != NULL ? 0 : 1, &here);
    if (rt->stop == VERDICT_LUA_STOP_NONE) {
        rt->stop = reason;
        rt->stopped_at_cap = reason == VERDICT_LUA_STOP_TIME && rt->deadline_capped;
        rt->stop_line = found ? here.currentline : -1;
        snprintf(rt->stop_source, sizeof rt->stop_source, "%s", found ? here.source : "");
    }
    /* From now on the hook runs at every instruction of this thread; in deadline mode the main
     * thread, which has no hook of its own, gets it through the watch (watchdog.c, point 1). */
    if (rt->exact || L != rt->main) lua_sethook(L, verdict_lua_count_hook, LUA_MASKCOUNT, 1);
    if (!rt->exact) verdict_lua_watch_stop_main(rt);
    if (found) {
        lua_pushfstring(L, "%s:%d: %s", here.short_src, here.currentline, what);
    } else {
        lua_pushstring(L, what);
    }
    lua_error(L);
}

static verdict_lua_stop_reason verdict_lua_check(struct verdict_lua_runtime *rt) {
    if (rt->stop != VERDICT_LUA_STOP_NONE) return rt->stop; /* stopped: stays stopped */
    if (rt->remaining <= 0) return VERDICT_LUA_STOP_BUDGET;
    /* The watchdog fired: the deadline has passed on its clock, whatever the coarse clock says. */
    if (!rt->exact && verdict_lua_watch_fired(rt)) return VERDICT_LUA_STOP_TIME;
    if (rt->deadline_ns != 0 && verdict_lua_now_ns(rt->deadline_is_coarse) >= rt->deadline_ns) {
        return VERDICT_LUA_STOP_TIME;
    }
    return VERDICT_LUA_STOP_NONE;
}

void verdict_lua_count_hook(lua_State *L, lua_Debug *ar) {
    struct verdict_lua_runtime *rt = verdict_lua_runtime_of(L);
    int count = lua_gethookcount(L);
    if (rt->exact) rt->remaining -= count; /* in deadline mode only C work is charged */
    verdict_lua_stop_reason reason = verdict_lua_check(rt);
    if (reason != VERDICT_LUA_STOP_NONE) verdict_lua_stop(L, reason, ar);
    if (count != VERDICT_LUA_HOOK_INTERVAL) {
        /* a coroutine left at count 1 by an earlier stop, or the first slice of a small budget */
        lua_sethook(L, verdict_lua_count_hook, LUA_MASKCOUNT, VERDICT_LUA_HOOK_INTERVAL);
    }
}

void verdict_lua_charge(lua_State *L, int64_t cost) {
    struct verdict_lua_runtime *rt = verdict_lua_runtime_of(L);
    if (cost > 0) rt->remaining -= cost;
    verdict_lua_stop_reason reason = verdict_lua_check(rt);
    if (reason != VERDICT_LUA_STOP_NONE) verdict_lua_stop(L, reason, NULL);
}

void verdict_lua_raise_memory_error(lua_State *L, size_t requested) {
    struct verdict_lua_runtime *rt = verdict_lua_runtime_of(L);
    size_t available = rt->used < rt->cap ? rt->cap - rt->used : 0;
    if (requested <= available || !rt->enforcing) return;
    /* A probe the allocator must refuse: Lua collects garbage, retries, then raises
     * LUA_ERRMEM exactly as for any other allocation. If the collection freed enough, the
     * probe succeeds and the caller goes on. */
    size_t probe = requested < rt->cap ? requested : rt->cap + 1;
    lua_newuserdatauv(L, probe, 0);
    lua_pop(L, 1);
}

lua_State *verdict_lua_newstate(size_t memory_cap) {
    struct verdict_lua_runtime *rt = calloc(1, sizeof *rt);
    if (rt == NULL) return NULL;
    rt->cap = memory_cap;
    rt->memory_line = -1;
    lua_State *L = lua_newstate(verdict_lua_alloc, rt);
    if (L == NULL) {
        verdict_lua_pool_drain(rt);
        free(rt);
        return NULL;
    }
    *(struct verdict_lua_runtime **)lua_getextraspace(L) = rt;
    rt->main = L;
#ifdef CLOCK_MONOTONIC_COARSE
    struct timespec tick;
    if (clock_getres(CLOCK_MONOTONIC_COARSE, &tick) == 0) {
        rt->coarse_tick_ns = (int64_t)tick.tv_sec * 1000000000 + tick.tv_nsec;
    }
#endif
    lua_atpanic(L, verdict_lua_panic);
    lua_sethook(L, verdict_lua_count_hook, LUA_MASKCOUNT, VERDICT_LUA_HOOK_INTERVAL);
    rt->hooked = 1;
    rt->exact = 1; /* until the owner chooses (verdict_lua_set_exact) */
    verdict_lua_watch_register(rt);
    verdict_lua_open_string_cache(L);
    verdict_lua_open_null_marker(L);
    /* The message handler of every outermost call, at the bottom of the main thread's stack for
     * the state's life: calls then need not insert and remove it (two lua_rotate). */
    lua_pushcfunction(L, verdict_lua_message_handler);
    return L;
}

void verdict_lua_close(lua_State *L) {
    struct verdict_lua_runtime *rt = verdict_lua_runtime_of(L);
    verdict_lua_watch_unregister(rt); /* the watchdog never touches the state again */
    rt->remaining = 0; /* finalizers run by lua_close get no budget */
    rt->deadline_ns = 0;
    rt->enforcing = 0;
    lua_close(L);
    verdict_lua_pool_drain(rt);
    free(rt);
}

void verdict_lua_set_call_deadline(lua_State *L, int64_t remaining_ns) {
    uint64_t now = verdict_lua_now_ns(0);
    verdict_lua_runtime_of(L)->cap_ns = now + (uint64_t)(remaining_ns > 0 ? remaining_ns : 0);
}

void verdict_lua_clear_call_deadline(lua_State *L) { verdict_lua_runtime_of(L)->cap_ns = 0; }

int verdict_lua_stopped_at_deadline(lua_State *L) { return verdict_lua_runtime_of(L)->stopped_at_cap; }

void verdict_lua_set_exact(lua_State *L, int exact) {
    verdict_lua_runtime_of(L)->exact = exact || !VERDICT_LUA_HAS_WATCHDOG;
}

int verdict_lua_is_exact(lua_State *L) { return verdict_lua_runtime_of(L)->exact; }

int verdict_lua_main_hook_mask(lua_State *L) { return lua_gethookmask(verdict_lua_runtime_of(L)->main); }

void verdict_lua_set_memory_cap(lua_State *L, size_t memory_cap) {
    verdict_lua_runtime_of(L)->cap = memory_cap;
}

size_t verdict_lua_memory_cap(lua_State *L) { return verdict_lua_runtime_of(L)->cap; }
size_t verdict_lua_memory_in_use(lua_State *L) { return verdict_lua_runtime_of(L)->used; }
int verdict_lua_call_depth(lua_State *L) { return verdict_lua_runtime_of(L)->depth; }

verdict_lua_stop_reason verdict_lua_stop_reason_of(lua_State *L) {
    struct verdict_lua_runtime *rt = verdict_lua_runtime_of(L);
    if (rt->stop != VERDICT_LUA_STOP_NONE) return rt->stop;
    return rt->memory_refused ? VERDICT_LUA_STOP_MEMORY : VERDICT_LUA_STOP_NONE;
}

const char *verdict_lua_memory_stop_source(lua_State *L) {
    struct verdict_lua_runtime *rt = verdict_lua_runtime_of(L);
    return rt->memory_line > 0 ? rt->memory_source : NULL;
}

int verdict_lua_memory_stop_line(lua_State *L) {
    struct verdict_lua_runtime *rt = verdict_lua_runtime_of(L);
    return rt->memory_refused ? rt->memory_line : -1;
}

/* Pushes an error table like the message handler's for a stop that the code swallowed. */
static void verdict_lua_push_stop_error(lua_State *L, struct verdict_lua_runtime *rt) {
    const char *what = rt->stop == VERDICT_LUA_STOP_TIME ? "time limit exceeded"
                                                         : "instruction budget exhausted";
    lua_createtable(L, 0, 4);
    lua_pushliteral(L, "string");
    lua_setfield(L, -2, "type");
    lua_pushstring(L, what);
    lua_setfield(L, -2, "message");
    if (rt->stop_line > 0) {
        lua_pushstring(L, rt->stop_source);
        lua_setfield(L, -2, "source");
        lua_pushinteger(L, rt->stop_line);
        lua_setfield(L, -2, "line");
    }
}

/* Starts the time limit of the outermost call (none when time_limit_ns <= 0), ending no later
 * than the host's deadline when one is set (verdict_lua_set_call_deadline). */
static void verdict_lua_set_deadline(struct verdict_lua_runtime *rt, int64_t time_limit_ns) {
    rt->deadline_capped = 0;
    if (rt->cap_ns != 0 &&
        (time_limit_ns <= 0 || verdict_lua_now_ns(0) + (uint64_t)time_limit_ns > rt->cap_ns)) {
        rt->deadline_is_coarse = 0;
        rt->deadline_ns = rt->cap_ns;
        rt->deadline_capped = 1;
        return;
    }
    if (time_limit_ns <= 0) {
        rt->deadline_ns = 0;
        return;
    }
    rt->deadline_is_coarse = verdict_lua_deadline_is_coarse(rt, time_limit_ns);
    rt->deadline_ns = verdict_lua_now_ns(rt->deadline_is_coarse) + (uint64_t)time_limit_ns;
}

/* Calls the function below `nargs` arguments on the top of the stack: the one protected-call
 * path of every call into Lua (see verdict_lua_pcall_limited). `straight_line_length` is
 * verdict_lua_straight_line_length of the function, or 0. */
static int verdict_lua_call(lua_State *L, struct verdict_lua_runtime *rt, int nargs, int nresults,
                            int straight_line_length, int64_t instruction_budget,
                            int64_t time_limit_ns) {
    int function = lua_gettop(L) - nargs;
    int outermost = rt->depth == 0;
    if (outermost && rt->cap_ns != 0 && verdict_lua_now_ns(0) >= rt->cap_ns) {
        /* The host's deadline has passed: the call is not started, and fails as stopped there. */
        lua_settop(L, function - 1);
        rt->stop = VERDICT_LUA_STOP_TIME;
        rt->stop_line = -1;
        rt->stopped_at_cap = 1;
        rt->memory_refused = 0;
        verdict_lua_push_stop_error(L, rt);
        return LUA_ERRRUN;
    }
    int saved_enforcing = rt->enforcing;
    int handler = VERDICT_LUA_HANDLER_INDEX;
    /* The handler kept at the bottom of the main thread's stack serves outermost calls; a nested
     * call (from a host function) runs in that function's frame, where index 1 is an argument. */
    int inserted = !outermost || function <= handler ||
                   lua_tocfunction(L, handler) != verdict_lua_message_handler;
    if (inserted) {
        lua_pushcfunction(L, verdict_lua_message_handler);
        lua_insert(L, function);
        handler = function;
        function++;
    }
    int watched = 0;
    if (outermost) {
        int64_t budget = instruction_budget > 0 ? instruction_budget : 1;
        rt->remaining = budget;
        rt->stop = VERDICT_LUA_STOP_NONE;
        rt->stop_line = -1;
        rt->stopped_at_cap = 0;
        rt->memory_refused = 0;
        rt->memory_line = -1;
        int first = budget < VERDICT_LUA_HOOK_INTERVAL ? (int)budget : VERDICT_LUA_HOOK_INTERVAL;
        if (!rt->exact && time_limit_ns > 0) {
            /* Deadline mode: no hook on the main thread; the watchdog arms it if the call is still
             * running at its deadline. A straight-line call cannot run long: it is not watched.
             * (Without a time limit there is no deadline: the call is counted, as in exact mode.) */
            if (rt->hooked) {
                lua_sethook(L, NULL, 0, 0);
                rt->hooked = 0;
            }
            if (straight_line_length > 0 && straight_line_length < VERDICT_LUA_HOOK_INTERVAL) {
                rt->deadline_ns = 0;
            } else {
                verdict_lua_set_deadline(rt, time_limit_ns);
                if (rt->deadline_ns != 0) {
                    verdict_lua_watch_begin(rt, rt->deadline_ns, time_limit_ns);
                    /* The watchdog may sleep until now + the limit: past a nearer host deadline. */
                    if (rt->deadline_capped) verdict_lua_watch_rescan();
                    watched = 1;
                }
            }
        } else if (straight_line_length > 0 && straight_line_length < first && L == rt->main) {
            /* Shorter than the hook's first slice: the hook could not run before the call returns,
             * so it is not set at all, and no deadline is needed (see straight_line.c). */
            rt->deadline_ns = 0;
            if (rt->hooked) {
                lua_sethook(L, NULL, 0, 0);
                rt->hooked = 0;
            }
        } else {
            verdict_lua_set_deadline(rt, time_limit_ns);
            lua_sethook(L, verdict_lua_count_hook, LUA_MASKCOUNT, first);
            rt->hooked = 1;
        }
    } else if (rt->exact && !rt->hooked) {
        /* Host code called back into Lua during a straight-line call (no host function does
         * today): count from here on, as for any other call. */
        verdict_lua_set_deadline(rt, time_limit_ns);
        lua_sethook(rt->main, verdict_lua_count_hook, LUA_MASKCOUNT, VERDICT_LUA_HOOK_INTERVAL);
        rt->hooked = 1;
    }
    rt->depth++;
    rt->enforcing = 1;
    int status = lua_pcall(L, nargs, nresults, handler);
    rt->enforcing = saved_enforcing;
    rt->depth--;
    /* Before anything else: a hook the watchdog set for this call is removed (watchdog.c, 5). */
    if (watched) verdict_lua_watch_end(rt);
    if (outermost && status == LUA_OK && rt->stop != VERDICT_LUA_STOP_NONE) {
        /* The code caught the stop (pcall, coroutine.resume) and returned: still a failure. */
        lua_settop(L, function - 1);
        verdict_lua_push_stop_error(L, rt);
        status = LUA_ERRRUN;
    }
    if (outermost) {
        /* No budget between calls; the hook's count is reset by the next outermost call. */
        rt->remaining = 0;
        rt->deadline_ns = 0;
    }
    if (inserted) lua_remove(L, handler);
    return status;
}

int verdict_lua_pcall_limited(lua_State *L, int nargs, int nresults, int64_t instruction_budget,
                              int64_t time_limit_ns) {
    return verdict_lua_call(L, verdict_lua_runtime_of(L), nargs, nresults, 0, instruction_budget,
                            time_limit_ns);
}

int verdict_lua_call_with_record(lua_State *L, int nargs, int straight_line_length, int object_ref,
                                 int context_ref, int nresults, int64_t instruction_budget,
                                 int64_t time_limit_ns) {
    if (!lua_checkstack(L, 3)) return VERDICT_LUA_STACK_EXHAUSTED;
    lua_rawgeti(L, LUA_REGISTRYINDEX, object_ref);
    lua_rawgeti(L, LUA_REGISTRYINDEX, context_ref);
    return verdict_lua_call(L, verdict_lua_runtime_of(L), nargs + 2, nresults,
                            straight_line_length, instruction_budget, time_limit_ns);
}

int verdict_lua_call_rule_with_string(lua_State *L, int function_ref, int straight_line_length,
                                      const void *bytes, size_t length, int object_ref,
                                      int context_ref, int64_t instruction_budget,
                                      int64_t time_limit_ns) {
    if (!lua_checkstack(L, 5)) return VERDICT_LUA_STACK_EXHAUSTED;
    lua_rawgeti(L, LUA_REGISTRYINDEX, function_ref);
    verdict_lua_push_value_string(L, bytes, length);
    lua_rawgeti(L, LUA_REGISTRYINDEX, object_ref);
    lua_rawgeti(L, LUA_REGISTRYINDEX, context_ref);
    int status = verdict_lua_call(L, verdict_lua_runtime_of(L), 3, 2, straight_line_length,
                                  instruction_budget, time_limit_ns);
    if (status == LUA_OK) {
        int answer = lua_type(L, -2);
        if (answer == LUA_TNIL || (answer == LUA_TBOOLEAN && lua_toboolean(L, -2))) {
            lua_settop(L, -3);
            return VERDICT_LUA_RULE_PASSED;
        }
    }
    return status;
}

int verdict_lua_load_text(lua_State *L, const char *buffer, size_t size, const char *chunkname) {
    struct verdict_lua_runtime *rt = verdict_lua_runtime_of(L);
    int saved_enforcing = rt->enforcing;
    rt->enforcing = 1;
    int status = luaL_loadbufferx(L, buffer, size, chunkname, "t");
    rt->enforcing = saved_enforcing;
    return status;
}

int verdict_lua_message_handler(lua_State *L) {
    struct verdict_lua_runtime *rt = verdict_lua_runtime_of(L);
    lua_Debug ar;
    /* Describing the error must not fail for lack of memory, so the cap is lifted while the
     * handler runs, and put back before it returns: Lua runs the to-be-closed variables' __close
     * handlers after the message handler, and they are rule code, under the cap like any other. */
    int saved_enforcing = rt->enforcing;
    rt->enforcing = 0;
    lua_settop(L, 1);
    lua_createtable(L, 0, 5);
    lua_pushstring(L, luaL_typename(L, 1));
    lua_setfield(L, 2, "type");
    int type = lua_type(L, 1);
    if (type == LUA_TSTRING || type == LUA_TNUMBER) {
        lua_pushvalue(L, 1);
        lua_tolstring(L, -1, NULL); /* converts the copy, never the original */
        lua_setfield(L, 2, "message");
    }
    if (verdict_lua_rule_frame(L, 1, &ar)) {
        lua_pushstring(L, ar.source);
        lua_setfield(L, 2, "source");
        lua_pushinteger(L, ar.currentline);
        lua_setfield(L, 2, "line");
    }
    luaL_traceback(L, L, NULL, 1);
    lua_setfield(L, 2, "traceback");
    rt->enforcing = saved_enforcing;
    return 1;
}
