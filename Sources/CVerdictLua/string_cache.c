/*
 * The cache of short value strings: the last few short strings the host pushed as rule values
 * or record fields, kept in registry slots.
 *
 * A record's value is pushed once for every rule of its attribute (and again when a rule reads
 * it as a field of the record), and lua_pushlstring hashes a short string and looks it up in
 * Lua's string table every time — about 340 instructions for a 20-byte value, a third of the
 * mechanics of a rule call. The cache compares the bytes with the few strings it holds and, on a
 * match, pushes the held string: the same interned string lua_pushlstring would have found. It
 * holds only short strings (at most VERDICT_LUA_CACHED_STRING_MAX bytes, which Lua interns
 * anyway), so what it keeps alive is a few hundred bytes at most.
 */
#include <string.h>

#include "verdict_lua_runtime.h"

void verdict_lua_open_string_cache(lua_State *L) {
    struct verdict_lua_runtime *rt = verdict_lua_runtime_of(L);
    for (int i = 0; i < VERDICT_LUA_STRING_CACHE_SIZE; i++) {
        lua_pushboolean(L, 0); /* a placeholder, so the slot exists and storing never allocates */
        rt->string_cache[i].ref = luaL_ref(L, LUA_REGISTRYINDEX);
        rt->string_cache[i].bytes = NULL;
        rt->string_cache[i].length = 0;
    }
    rt->string_cache_next = 0;
}

void verdict_lua_push_value_string(lua_State *L, const void *bytes, size_t length) {
    struct verdict_lua_runtime *rt = verdict_lua_runtime_of(L);
    if (length == 0 || length > VERDICT_LUA_CACHED_STRING_MAX) {
        lua_pushlstring(L, bytes, length);
        return;
    }
    for (int i = 0; i < VERDICT_LUA_STRING_CACHE_SIZE; i++) {
        const struct verdict_lua_cached_string *entry = &rt->string_cache[i];
        if (entry->length == length && entry->bytes != NULL && memcmp(entry->bytes, bytes, length) == 0) {
            lua_rawgeti(L, LUA_REGISTRYINDEX, entry->ref);
            return;
        }
    }
    struct verdict_lua_cached_string *entry = &rt->string_cache[rt->string_cache_next];
    rt->string_cache_next = (rt->string_cache_next + 1) % VERDICT_LUA_STRING_CACHE_SIZE;
    entry->bytes = lua_pushlstring(L, bytes, length);
    entry->length = length;
    /* The slot already exists (a placeholder or an earlier string): storing does not allocate.
     * The string it replaces may be collected from now on; its entry now names the new one. */
    lua_pushvalue(L, -1);
    lua_rawseti(L, LUA_REGISTRYINDEX, entry->ref);
}
