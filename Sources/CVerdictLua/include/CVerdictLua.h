/*
 * CVerdictLua: the C side of Verdict's Lua engine.
 *
 * - static inline shims for the Lua macros Swift cannot import (function-like macros and the
 *   variadic lua_gc);
 * - a per-state runtime: a capped allocator, an instruction budget and an optional time limit
 *   enforced by a count hook (runtime.c) or by a watchdog thread (watchdog.c);
 * - a trampoline that lets Swift functions be called from Lua without a longjmp ever crossing a
 *   Swift frame (callback.c);
 * - the sandbox: whitelisted libraries, guarded string and table functions, per-file
 *   environments (sandbox.c, pattern_guard.c, guards.c).
 *
 * Every symbol is prefixed verdict_lua_.
 */
#ifndef CVERDICTLUA_H
#define CVERDICTLUA_H

#include <stddef.h>
#include <stdint.h>

#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>

#include <CVerdictJSON.h>

/* ---------------------------------------------------------------------------------------- */
/* Macro shims                                                                                */
/* ---------------------------------------------------------------------------------------- */

static inline int verdict_lua_registryindex(void) { return LUA_REGISTRYINDEX; }
static inline int verdict_lua_upvalueindex(int i) { return lua_upvalueindex(i); }
static inline void *verdict_lua_getextraspace(lua_State *L) { return lua_getextraspace(L); }

static inline void verdict_lua_pop(lua_State *L, int n) { lua_pop(L, n); }
static inline void verdict_lua_newtable(lua_State *L) { lua_newtable(L); }
static inline void verdict_lua_pushcfunction(lua_State *L, lua_CFunction f) {
    lua_pushcfunction(L, f);
}
static inline void verdict_lua_pushglobaltable(lua_State *L) { lua_pushglobaltable(L); }
static inline void verdict_lua_insert(lua_State *L, int idx) { lua_insert(L, idx); }
static inline void verdict_lua_remove(lua_State *L, int idx) { lua_remove(L, idx); }
static inline void verdict_lua_replace(lua_State *L, int idx) { lua_replace(L, idx); }

static inline int verdict_lua_pcall(lua_State *L, int nargs, int nresults, int msgh) {
    return lua_pcall(L, nargs, nresults, msgh);
}
static inline const char *verdict_lua_tostring(lua_State *L, int idx) {
    return lua_tostring(L, idx);
}
static inline lua_Number verdict_lua_tonumber(lua_State *L, int idx) {
    return lua_tonumber(L, idx);
}
static inline lua_Integer verdict_lua_tointeger(lua_State *L, int idx) {
    return lua_tointeger(L, idx);
}
static inline int verdict_lua_loadbuffer(lua_State *L, const char *buffer, size_t size,
                                         const char *name) {
    return luaL_loadbuffer(L, buffer, size, name);
}
static inline const char *verdict_lua_typename_at(lua_State *L, int idx) {
    return luaL_typename(L, idx);
}

static inline int verdict_lua_isnil(lua_State *L, int idx) { return lua_isnil(L, idx); }
static inline int verdict_lua_isnone(lua_State *L, int idx) { return lua_isnone(L, idx); }
static inline int verdict_lua_isnoneornil(lua_State *L, int idx) { return lua_isnoneornil(L, idx); }
static inline int verdict_lua_istable(lua_State *L, int idx) { return lua_istable(L, idx); }
static inline int verdict_lua_isfunction(lua_State *L, int idx) { return lua_isfunction(L, idx); }
static inline int verdict_lua_isboolean(lua_State *L, int idx) { return lua_isboolean(L, idx); }
static inline int verdict_lua_islightuserdata(lua_State *L, int idx) {
    return lua_islightuserdata(L, idx);
}
static inline int verdict_lua_isthread(lua_State *L, int idx) { return lua_isthread(L, idx); }

/* lua_gc is variadic: one shim per operation Swift needs. */
static inline int verdict_lua_gc_collect(lua_State *L) { return lua_gc(L, LUA_GCCOLLECT); }
static inline int verdict_lua_gc_count_kib(lua_State *L) { return lua_gc(L, LUA_GCCOUNT); }
static inline int verdict_lua_gc_count_bytes(lua_State *L) { return lua_gc(L, LUA_GCCOUNTB); }
static inline int verdict_lua_gc_step(lua_State *L, int kib) { return lua_gc(L, LUA_GCSTEP, kib); }
static inline int verdict_lua_gc_stop(lua_State *L) { return lua_gc(L, LUA_GCSTOP); }
static inline int verdict_lua_gc_restart(lua_State *L) { return lua_gc(L, LUA_GCRESTART); }
static inline int verdict_lua_gc_isrunning(lua_State *L) { return lua_gc(L, LUA_GCISRUNNING); }

/* ---------------------------------------------------------------------------------------- */
/* Runtime: allocator, budget, time limit (runtime.c)                                         */
/* ---------------------------------------------------------------------------------------- */

/** Why the last protected call failed, beyond its Lua status. */
typedef enum verdict_lua_stop_reason {
    VERDICT_LUA_STOP_NONE = 0,
    /** The instruction budget of the call ran out. */
    VERDICT_LUA_STOP_BUDGET = 1,
    /** The wall-clock time limit of the call ran out. */
    VERDICT_LUA_STOP_TIME = 2,
    /** The allocator refused memory because the state's cap was reached. */
    VERDICT_LUA_STOP_MEMORY = 3,
} verdict_lua_stop_reason;

/** Creates a state whose allocator is capped at `memory_cap` bytes; NULL on failure. */
lua_State *verdict_lua_newstate(size_t memory_cap);
/** Closes a state made by verdict_lua_newstate and frees its runtime. */
void verdict_lua_close(lua_State *L);

/**
 * Chooses how the state's calls are stopped when they run away, from the next call on:
 * 1 (exact, the default of a new state): the count hook on every call, counting every VM
 * instruction against the instruction budget; 0 (deadline): no hook, a watchdog thread sets it
 * only if a call is still running at its time limit (watchdog.c), and only the work of C functions
 * and allocations is charged to the budget. A call without a time limit is always counted. Where
 * the watchdog does not exist (verdict_lua_watchdog_available), every call is counted.
 */
void verdict_lua_set_exact(lua_State *L, int exact);
/** Whether the state counts every instruction (see verdict_lua_set_exact). */
int verdict_lua_is_exact(lua_State *L);
/** Whether this build has the watchdog (Linux on x86-64). */
int verdict_lua_watchdog_available(void);
/**
 * For tests: arms the state's main thread now, as the watchdog does at a call's deadline, if an
 * outermost call is being watched; returns whether it armed. Safe from any thread while the
 * state is alive.
 */
int verdict_lua_watch_arm_now(lua_State *L);
/** For tests: the hook mask of the state's main thread (0 when no hook is set). */
int verdict_lua_main_hook_mask(lua_State *L);

void verdict_lua_set_memory_cap(lua_State *L, size_t memory_cap);
size_t verdict_lua_memory_cap(lua_State *L);
size_t verdict_lua_memory_in_use(lua_State *L);

/**
 * Calls the function below `nargs` arguments on the top of the stack, in protected mode, with
 * a traceback message handler, the memory cap enforced, and — when this is the outermost call —
 * a fresh instruction budget and deadline (`time_limit_ns` <= 0: none). Nested calls (a Lua
 * call made from a Swift callback) share the outer call's budget and deadline.
 * Returns the Lua status; on error exactly one value (the error object) is left on the stack.
 */
int verdict_lua_pcall_limited(lua_State *L, int nargs, int nresults, int64_t instruction_budget,
                              int64_t time_limit_ns);

/**
 * The stack index of the message handler that verdict_lua_newstate leaves at the bottom of the
 * main thread's stack for the state's life; outermost calls use it in place. A state's stack is
 * "empty" when its top is this index.
 */
#define VERDICT_LUA_HANDLER_INDEX 1

/** What verdict_lua_call_with_record and _rule_with_string return when the stack cannot grow. */
#define VERDICT_LUA_STACK_EXHAUSTED (-1)

/**
 * Calls the function below `nargs` arguments on the top of the stack, as
 * verdict_lua_pcall_limited does, with two more arguments pushed after them: the values held in
 * registry slots `object_ref` and `context_ref` (a rule's record proxy and `ctx`). For the
 * calls the engine makes for every record, without host code between pushing and calling.
 * `straight_line_length` is verdict_lua_straight_line_length of the function (0 if unknown): a
 * short straight-line function runs without the count hook, which could not have run anyway.
 * Only for functions called with a rule's arguments: a value the bridge made, the record proxy,
 * ctx (straight_line.c).
 * Returns the Lua status, or VERDICT_LUA_STACK_EXHAUSTED (nothing pushed, nothing called).
 */
int verdict_lua_call_with_record(lua_State *L, int nargs, int straight_line_length, int object_ref,
                                 int context_ref, int nresults, int64_t instruction_budget,
                                 int64_t time_limit_ns);

/**
 * What verdict_lua_call_rule_with_string returns when the rule passed: the call succeeded and
 * its first result is nil or true. The results are popped: the stack is as before the call.
 */
#define VERDICT_LUA_RULE_PASSED (-2)

/**
 * Calls the rule function held in registry slot `function_ref` with `(value, object, ctx)` —
 * the string `bytes`/`length` (any bytes, copied before the call), the value in registry slot
 * `object_ref`, the value in `context_ref` — for 2 results, as verdict_lua_call_with_record
 * does: a string-argument rule call in one step, with no host code between pushing and calling.
 * Returns VERDICT_LUA_RULE_PASSED (nothing left on the stack); LUA_OK with the 2 results left
 * when the rule answered anything else (false and a message, or a wrong type); another Lua
 * status with the error object left; or VERDICT_LUA_STACK_EXHAUSTED (nothing pushed).
 */
int verdict_lua_call_rule_with_string(lua_State *L, int function_ref, int straight_line_length,
                                      const void *bytes, size_t length, int object_ref,
                                      int context_ref, int64_t instruction_budget,
                                      int64_t time_limit_ns);

/**
 * Pushes a string value (any bytes): a short one the state pushed recently is pushed from the
 * state's small cache of value strings, without hashing and interning it again (string_cache.c).
 * The result is the same as lua_pushlstring's. Outside a call, or from a host function, it
 * never raises (the memory cap is not enforced there).
 */
void verdict_lua_push_value_string(lua_State *L, const void *bytes, size_t length);

/** Reads the `length` bytes at `text` as an ISO 8601 date: its unix seconds, NaN when it is none. */
typedef double (*verdict_lua_time_reader)(const char *text, size_t length);

/** How the state's `verdict.time` reads a text it does not remember (time_memo.c). */
void verdict_lua_set_time_reader(lua_State *L, verdict_lua_time_reader reader);

/**
 * lua_CFunction `verdict.time(text)` (time_memo.c): the unix seconds of the date `text` spells, or
 * nil (for a text that is not a date, or a value that is not a string). The last few texts are
 * remembered with their answer, looked up by the Lua string's address, then compared byte for
 * byte; another text goes to the state's reader. Never raises: it pushes one number or nil.
 */
int verdict_lua_time(lua_State *L);

/**
 * Pushes the state's `verdict.null`: the one value that stands for a null inside a list, where
 * nil would end the sequence (null_marker.c). A zero-size userdata, printed "verdict.null", with
 * a hidden metatable and no fields. Never raises.
 */
void verdict_lua_push_null(lua_State *L);

/** Whether the value at `idx` is the state's `verdict.null`. Never raises. */
int verdict_lua_is_null(lua_State *L, int idx);

/**
 * The number of VM instructions of the Lua function on the top of the stack if it is short
 * straight-line code — no upvalue (not even _ENV), no loop, no call, no closure, no field read
 * or write, not vararg, fewer than 1000 instructions — or 0 (also for anything else, and when the
 * analysis could not be checked against this Lua). Called with the engine's rule arguments, such
 * a function runs each instruction at most once and no Lua code but its own (straight_line.c).
 * Leaves the stack as it is; never raises.
 */
int verdict_lua_straight_line_length(lua_State *L);

/**
 * lua_CFunction (call it in protected mode): checks the straight-line analysis against this Lua
 * on functions whose answer is known, with the count hook off meanwhile (it runs a few
 * instructions, whatever the budget); returns one boolean, whether every answer was right. The
 * sandbox runs it once per process; until it has answered true, verdict_lua_straight_line_length
 * answers 0.
 */
int verdict_lua_probe_straight_line(lua_State *L);

/**
 * lua_CFunction (call it in protected mode) for the host's own generated code: compiles the text
 * at index 1 (mode "t"), then returns the chunk reloaded without debug information (no line
 * numbers, no names): an error raised at a level that points into it gets no position, as when the
 * level points into C. Never for a rule file's text.
 */
int verdict_lua_load_stripped(lua_State *L);

/** Loads a chunk (mode "t" only) with the memory cap enforced; returns the Lua status. */
int verdict_lua_load_text(lua_State *L, const char *buffer, size_t size, const char *chunkname);

/** Why the last outermost call stopped (budget, time, memory), or NONE. */
verdict_lua_stop_reason verdict_lua_stop_reason_of(lua_State *L);
/** The source (chunk name) and line where memory ran out, if known (line -1 if not). */
const char *verdict_lua_memory_stop_source(lua_State *L);
int verdict_lua_memory_stop_line(lua_State *L);

/** Depth of protected calls running on this state (0 when idle). */
int verdict_lua_call_depth(lua_State *L);

/**
 * Charges `cost` instructions to the running call's budget; raises the budget (or time)
 * error if it is spent. Only for C functions called by Lua (it may longjmp).
 */
void verdict_lua_charge(lua_State *L, int64_t cost);

/**
 * The message handler used by verdict_lua_pcall_limited. Turns any error object into a table
 * { message = string?, type = string, source = string?, line = integer?, traceback = string }.
 */
int verdict_lua_message_handler(lua_State *L);

/* ---------------------------------------------------------------------------------------- */
/* Swift callbacks (callback.c)                                                               */
/* ---------------------------------------------------------------------------------------- */

/**
 * A host function called by the trampoline. Arguments are at 1...lua_gettop(L). It must never
 * raise a Lua error: it returns the number of results it pushed, or -1 after pushing one error
 * message string, which the trampoline raises (with the caller's position prepended).
 */
typedef int (*verdict_lua_callback)(lua_State *L, void *context);

/**
 * Pushes a C closure that calls `callback(L, context)` through the trampoline. The caller keeps
 * `context` alive for as long as the state may call the function.
 */
void verdict_lua_push_callback(lua_State *L, verdict_lua_callback callback, void *context);

/**
 * A check a host function can answer from a string's bytes alone (a built-in rule's byte-level
 * screen): nonzero when the string certainly passes. `context` is what was registered with it;
 * `is_plain` is nonzero when the string is a driven record's value that was pushed from its JSON
 * text without escapes (verdict_lua_push_driven_values), so already known to be such text.
 */
typedef int (*verdict_lua_text_check)(const void *context, const char *bytes, size_t length, int is_plain);

/**
 * Pushes a host function as verdict_lua_push_callback does, which first answers a call with one
 * string argument that `check` clears with `true, nil` in C, without the Swift callback. The
 * caller keeps both contexts alive for as long as the state may call the function.
 */
void verdict_lua_push_checked_callback(lua_State *L, verdict_lua_callback callback, void *context,
                                       verdict_lua_text_check check, const void *check_context);

/* ---------------------------------------------------------------------------------------- */
/* Record drivers (driver.c)                                                                  */
/* ---------------------------------------------------------------------------------------- */

/** What verdict_lua_record_lookup found: how the proxy answers a field read. */
typedef enum verdict_lua_field_kind {
    /** A value only the host can convert (a number, a list, an object, a string with escapes). */
    VERDICT_LUA_FIELD_OTHER = 0,
    /** No such field, or null: nil. */
    VERDICT_LUA_FIELD_NIL = 1,
    VERDICT_LUA_FIELD_TRUE = 2,
    VERDICT_LUA_FIELD_FALSE = 3,
    /** A string without escapes: its bytes are `*bytes`, `*length`. */
    VERDICT_LUA_FIELD_STRING = 4,
} verdict_lua_field_kind;

/**
 * How many parameters the Lua function at `index` declares; -1 for a C function, a vararg
 * function or anything else (a record driver then passes every argument a rule may take).
 */
int verdict_lua_parameter_count(lua_State *L, int index);

/** Finds the field `key` of the record a driver is running (see verdict_lua_set_record_lookup). */
typedef verdict_lua_field_kind (*verdict_lua_record_lookup)(const void *context, const char *key, size_t key_length,
                                                            const char **bytes, size_t *length);

/**
 * While a record driver runs: how the record proxy's __index (verdict_lua_push_proxy_index)
 * reads the record's fields straight from its text; NULL to read them through the host again.
 */
void verdict_lua_set_record_lookup(lua_State *L, verdict_lua_record_lookup lookup, const void *context);

/**
 * Pushes a record driver's values `from..<count` (see LuaRecordDriver): value `i` is the last
 * field of `fields` (located in `json`, `field_count` of them) whose key is
 * `keys[key_ends[i - 1]..<key_ends[i]]` (from 0 for the first). An absent field or null is nil,
 * with bit `i` of `*absent` set; true and false are booleans; a string without escapes is a Lua
 * string of its bytes, with bit `i` of `*empty` set when it is empty. Bits are set for the first
 * `masked` values only.
 *
 * Returns `count` when it pushed every value; otherwise the index of the first value only the
 * host can convert (a number, a string with escapes, a list, an object), with the values before
 * it pushed: the host pushes that one and calls again from the next.
 *
 * The strings are remembered by identity (from 0: the list starts again) until
 * verdict_lua_forget_driven_strings, so that a check given one knows it is plain JSON text; the
 * caller keeps them on the stack until then.
 */
size_t verdict_lua_push_driven_values(lua_State *L, const uint8_t *json, const verdict_json_field *fields,
                                      size_t field_count, const uint8_t *keys, const intptr_t *key_ends,
                                      size_t from, size_t count, size_t masked, int64_t *absent, int64_t *empty);

/** Forgets the strings verdict_lua_push_driven_values remembered: call it when the driver's call ends. */
void verdict_lua_forget_driven_strings(lua_State *L);

/**
 * Pops a function and pushes an __index for the record (the proxy's, and that of a record
 * driver's value table): a C function that answers a string key from the record lookup when one
 * is set and the field is nil, a boolean or a plain string, keeping nothing, and calls the popped
 * function otherwise.
 */
void verdict_lua_push_proxy_index(lua_State *L);

/**
 * Sets a deadline for every call of the state from now on (a whole validation's, or a request's):
 * `remaining_ns` from now, on CLOCK_MONOTONIC. A call's own time limit ends no later than it; a
 * call that would start after it fails at once as stopped by time. Cleared by
 * verdict_lua_clear_call_deadline. Raw bookkeeping only: it cannot raise.
 */
void verdict_lua_set_call_deadline(lua_State *L, int64_t remaining_ns);

/** Removes the deadline verdict_lua_set_call_deadline set. */
void verdict_lua_clear_call_deadline(lua_State *L);

/** Whether the last outermost call was stopped at the deadline verdict_lua_set_call_deadline set
 * (rather than at its own time limit). */
int verdict_lua_stopped_at_deadline(lua_State *L);

/* ---------------------------------------------------------------------------------------- */
/* Sandbox (sandbox.c)                                                                        */
/* ---------------------------------------------------------------------------------------- */

/**
 * lua_CFunction (call it in protected mode): opens the whitelisted libraries, installs the
 * guarded functions and builds the environment template in the registry.
 */
int verdict_lua_open_sandbox(lua_State *L);

/**
 * lua_CFunction (call it in protected mode): returns a fresh environment table holding copies
 * of the whitelisted globals and libraries, its own `load` and `_G`.
 */
int verdict_lua_new_environment(lua_State *L);

/**
 * Marks the metatable at `index` as a host object's: the sandbox's `rawset` refuses to write
 * into a table that has it (the record proxy, whose cached fields `rawset` could otherwise
 * change for every later record). Raw access only: it cannot raise.
 */
void verdict_lua_mark_read_only(lua_State *L, int index);

#endif /* CVERDICTLUA_H */
