/*
 * `verdict.null`: what a null inside a list becomes in Lua. A list pushed with nil in place of
 * its nulls would lose them — `#` may stop at the first nil and ipairs does — so a null element
 * is this one userdata instead, and the bridge reads it back as null. Outside lists (a field, a
 * rule's value) null stays nil: an absent value.
 *
 * One per state, made with the state and held in the registry; its block's address, kept in the
 * runtime, identifies it without a registry read.
 */
#include "verdict_lua_runtime.h"

static char verdict_lua_null_key;

static int verdict_lua_null_tostring(lua_State *L) {
    lua_pushliteral(L, "verdict.null");
    return 1;
}

void verdict_lua_open_null_marker(lua_State *L) {
    void *marker = lua_newuserdatauv(L, 0, 0);
    lua_createtable(L, 0, 2);
    lua_pushcfunction(L, verdict_lua_null_tostring);
    lua_setfield(L, -2, "__tostring");
    /* getmetatable answers this string: the shared metatable cannot be reached or changed. */
    lua_pushliteral(L, "verdict.null");
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, -2);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &verdict_lua_null_key);
    verdict_lua_runtime_of(L)->null_marker = marker;
}

void verdict_lua_push_null(lua_State *L) {
    lua_rawgetp(L, LUA_REGISTRYINDEX, &verdict_lua_null_key);
}

int verdict_lua_is_null(lua_State *L, int idx) {
    return lua_type(L, idx) == LUA_TUSERDATA &&
           lua_touserdata(L, idx) == verdict_lua_runtime_of(L)->null_marker;
}
