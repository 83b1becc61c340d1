/*
 * utf8.len with a shortcut for plain ASCII text.
 *
 * Rules measure lengths all the time (`utf8.len(v) >= 6`), and most values are ASCII. Lua's
 * utf8.len decodes every character, about twenty instructions each; a text with no byte above
 * 0x7F has as many characters as bytes, which eight bytes at a time confirms in a fraction of
 * that. Any other call — more arguments, a number, text with multi-byte characters or bad
 * bytes — runs Lua's own function, called directly in this function's frame (not through
 * lua_call), so that its answers and its error messages, which name the function as the caller
 * wrote it, are exactly Lua's.
 */
#include <stdint.h>
#include <string.h>

#include "verdict_lua_runtime.h"

/* Whether none of the `length` bytes at `bytes` is above 0x7F. */
static int verdict_lua_is_ascii(const char *bytes, size_t length) {
    const uint64_t high_bits = UINT64_C(0x8080808080808080);
    uint64_t seen = 0;
    size_t at = 0;
    for (; at + 8 <= length; at += 8) {
        uint64_t word;
        memcpy(&word, bytes + at, 8);
        seen |= word;
    }
    for (; at < length; at++) seen |= (unsigned char)bytes[at];
    return (seen & high_bits) == 0;
}

/* utf8.len(s [, i [, j [, lax]]]); upvalue 1 is Lua's utf8.len. */
static int verdict_lua_utf8_len(lua_State *L) {
    if (lua_gettop(L) == 1 && lua_type(L, 1) == LUA_TSTRING) {
        size_t length;
        const char *bytes = lua_tolstring(L, 1, &length);
        if (verdict_lua_is_ascii(bytes, length)) {
            lua_pushinteger(L, (lua_Integer)length);
            return 1;
        }
    }
    lua_CFunction original = lua_tocfunction(L, lua_upvalueindex(1));
    if (original == NULL) return luaL_error(L, "utf8.len is missing from this Lua");
    return original(L);
}

void verdict_lua_speed_utf8_library(lua_State *L, int lib) {
    lib = lua_absindex(L, lib);
    lua_getfield(L, lib, "len");
    lua_pushcclosure(L, verdict_lua_utf8_len, 1);
    lua_pushvalue(L, -1);
    lua_setfield(L, lib, "len");
    /* Where argument errors look a function up by value when the caller gives it no name. */
    luaL_getsubtable(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
    if (lua_getfield(L, -1, "utf8") == LUA_TTABLE) {
        lua_pushvalue(L, -3);
        lua_setfield(L, -2, "len");
    }
    lua_pop(L, 3);
}
