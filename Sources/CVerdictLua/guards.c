/*
 * Guards for library functions that loop in C, where the count hook cannot see them.
 *
 * - table.insert / remove / move / sort / concat loop over a length that __len can make
 *   arbitrary, with element access that C-function metamethods can keep free of Lua code and
 *   of allocations: each charges its loop count to the instruction budget before running
 *   (sort charges n * log2 n).
 * - string.rep: an empty result repeated 2^62 times is a C loop of 2^62 memcpy calls; it now
 *   returns "" at once. A result larger than the memory still available is refused up front
 *   with LUA_ERRMEM (the same error the allocator gives), before any copying.
 * - string.format: Lua 5.4 already limits width and precision to two digits ("%100d" is an
 *   invalid conversion) and each conversion to about 420 bytes; the guard estimates the
 *   result's size (format text + 512 bytes a conversion + the length of %s / 4x the length of
 *   %q arguments) and refuses with LUA_ERRMEM when it exceeds the memory still available.
 * Bytes actually allocated are charged to the budget by the allocator.
 */
#include <math.h>
#include <string.h>

#include "verdict_lua_runtime.h"

/* Saturating length difference: the number of iterations of `for i = high, low, -1`. */
static int64_t verdict_lua_span(lua_Integer low, lua_Integer high) {
    if (high < low) return 0;
    lua_Unsigned span = (lua_Unsigned)high - (lua_Unsigned)low;
    return span >= (lua_Unsigned)INT64_MAX ? INT64_MAX : (int64_t)span + 1;
}

/* Calls the original function (upvalue 1) with this call's arguments; returns its results. */
static int verdict_lua_call_original(lua_State *L) {
    int nargs = lua_gettop(L);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, nargs, LUA_MULTRET);
    return lua_gettop(L);
}

static int verdict_lua_guarded_insert(lua_State *L) {
    if (lua_gettop(L) == 3 && lua_type(L, 1) == LUA_TTABLE) {
        lua_Integer size = luaL_len(L, 1);
        lua_Integer pos = luaL_checkinteger(L, 2);
        verdict_lua_charge(L, verdict_lua_span(pos, size));
    }
    return verdict_lua_call_original(L);
}

static int verdict_lua_guarded_remove(lua_State *L) {
    if (lua_gettop(L) >= 2 && lua_type(L, 1) == LUA_TTABLE) {
        lua_Integer size = luaL_len(L, 1);
        lua_Integer pos = luaL_checkinteger(L, 2);
        verdict_lua_charge(L, verdict_lua_span(pos, size));
    }
    return verdict_lua_call_original(L);
}

static int verdict_lua_guarded_move(lua_State *L) {
    lua_Integer first = luaL_checkinteger(L, 2);
    lua_Integer last = luaL_checkinteger(L, 3);
    verdict_lua_charge(L, verdict_lua_span(first, last));
    return verdict_lua_call_original(L);
}

static int verdict_lua_guarded_sort(lua_State *L) {
    if (lua_type(L, 1) == LUA_TTABLE) {
        lua_Integer size = luaL_len(L, 1);
        if (size > 1) {
            double cost = (double)size * ceil(log2((double)size));
            verdict_lua_charge(L, cost >= (double)INT64_MAX ? INT64_MAX : (int64_t)cost);
        }
    }
    return verdict_lua_call_original(L);
}

static int verdict_lua_guarded_concat(lua_State *L) {
    if (lua_type(L, 1) == LUA_TTABLE) {
        lua_Integer first = luaL_optinteger(L, 3, 1);
        lua_Integer last = lua_isnoneornil(L, 4) ? luaL_len(L, 1) : luaL_checkinteger(L, 4);
        verdict_lua_charge(L, verdict_lua_span(first, last));
    }
    return verdict_lua_call_original(L);
}

static int verdict_lua_guarded_rep(lua_State *L) {
    size_t length, separator;
    luaL_checklstring(L, 1, &length);
    lua_Integer count = luaL_checkinteger(L, 2);
    luaL_optlstring(L, 3, "", &separator);
    if (count <= 0 || length + separator == 0) {
        lua_pushliteral(L, "");
        return 1;
    }
    double total = (double)count * (double)length + (double)(count - 1) * (double)separator;
    verdict_lua_raise_memory_error(L, total >= (double)SIZE_MAX ? SIZE_MAX : (size_t)total);
    return verdict_lua_call_original(L);
}

/* An upper bound of string.format's result size; arguments are looked at, never converted. */
static double verdict_lua_format_estimate(lua_State *L) {
    size_t length;
    const char *format = luaL_checklstring(L, 1, &length);
    const char *end = format + length;
    double total = (double)length;
    int argument = 1;
    for (const char *p = format; p < end; p++) {
        if (*p != '%') continue;
        if (++p < end && *p == '%') continue;
        while (p < end && strchr("-+ #0123456789.", *p) != NULL) p++;
        if (p >= end) break;
        argument++;
        size_t argument_length = 0;
        if (lua_type(L, argument) == LUA_TSTRING) lua_tolstring(L, argument, &argument_length);
        if (*p == 's') total += 512.0 + (double)argument_length;
        else if (*p == 'q') total += 512.0 + 4.0 * (double)argument_length;
        else total += 512.0;
    }
    return total;
}

static int verdict_lua_guarded_format(lua_State *L) {
    double total = verdict_lua_format_estimate(L);
    verdict_lua_raise_memory_error(L, total >= (double)SIZE_MAX ? SIZE_MAX : (size_t)total);
    return verdict_lua_call_original(L);
}

/* Replaces lib[name] with a closure of `guard` over the original. */
static void verdict_lua_wrap(lua_State *L, int lib, const char *name, lua_CFunction guard) {
    lua_getfield(L, lib, name);
    lua_pushcclosure(L, guard, 1);
    lua_setfield(L, lib, name);
}

void verdict_lua_guard_table_library(lua_State *L, int lib) {
    verdict_lua_wrap(L, lib, "insert", verdict_lua_guarded_insert);
    verdict_lua_wrap(L, lib, "remove", verdict_lua_guarded_remove);
    verdict_lua_wrap(L, lib, "move", verdict_lua_guarded_move);
    verdict_lua_wrap(L, lib, "sort", verdict_lua_guarded_sort);
    verdict_lua_wrap(L, lib, "concat", verdict_lua_guarded_concat);
}

/* Pattern functions are guarded in pattern_guard.c. */
int verdict_lua_guarded_find(lua_State *L);
int verdict_lua_guarded_match(lua_State *L);
int verdict_lua_guarded_gmatch(lua_State *L);
int verdict_lua_guarded_gsub(lua_State *L);

void verdict_lua_guard_string_library(lua_State *L, int lib) {
    verdict_lua_wrap(L, lib, "rep", verdict_lua_guarded_rep);
    verdict_lua_wrap(L, lib, "format", verdict_lua_guarded_format);
    verdict_lua_wrap(L, lib, "find", verdict_lua_guarded_find);
    verdict_lua_wrap(L, lib, "match", verdict_lua_guarded_match);
    verdict_lua_wrap(L, lib, "gmatch", verdict_lua_guarded_gmatch);
    verdict_lua_wrap(L, lib, "gsub", verdict_lua_guarded_gsub);
}
